import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroReveal } from './hero-reveal';

/** An IntersectionObserver the test drives: it records its options and its callback. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnect: ReturnType<typeof vi.fn>;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, disconnect: this.disconnect });
      }
      observe() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() =>
      observers[0]!.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  return { observers, report };
}

const classes = () =>
  screen.getByRole('img', { name: /The Quillpost dashboard/ }).parentElement!.className.split(' ');

describe('HeroReveal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays hidden until 40 % is visible, then appears once and stops observing', () => {
    const { observers, report } = fakeObserver();
    render(<HeroReveal />);
    expect(observers[0]!.options?.threshold).toBe(0.4);
    expect(classes()).toContain('opacity-0');

    report(false);
    expect(classes()).toContain('opacity-0');

    report(true);
    expect(classes()).not.toContain('opacity-0');
    expect(classes()).toContain('transition');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('moves only for visitors who have not asked for reduced motion', () => {
    fakeObserver();
    render(<HeroReveal />);
    const hidden = classes();
    const movement = hidden.filter((name) => /translate|scale/.test(name));
    expect(movement.length).toBeGreaterThan(0);
    expect(movement.every((name) => name.startsWith('motion-safe:'))).toBe(true);
  });
});
