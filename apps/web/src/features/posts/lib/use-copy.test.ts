import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, useCopy } from './use-copy';

describe('useCopy', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('writes the text and shows Copied for ten seconds, then reverts', async () => {
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('hello'));
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(result.current.copied).toBe(true);

    act(() => vi.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
    expect(COPIED_FOR_MS).toBe(10_000);
  });

  it('restarts the ten seconds when copying again', async () => {
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('one'));
    act(() => vi.advanceTimersByTime(6_000));
    await act(() => result.current.copy('two'));
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(4_000));
    expect(result.current.copied).toBe(false);
  });

  it('does not claim Copied when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('hello'));
    expect(result.current.copied).toBe(false);
  });
});
