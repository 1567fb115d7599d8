import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedCompletions, type JobAttempt } from './completions';

const attempt = (id: string): JobAttempt => ({ id, retryCount: 0 });

function completer(answer: () => Promise<unknown> = () => Promise.resolve()) {
  const calls: [string, string[]][] = [];
  const errors: unknown[] = [];
  const completions = batchedCompletions(
    (name, attempts) => {
      calls.push([name, attempts.map((one) => one.id)]);
      return answer();
    },
    { delayMs: 100, max: 3, onError: (error) => errors.push(error) },
  );
  return { completions, calls, errors };
}

describe('batched completions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('completes the jobs of each queue that end within the delay in one call', async () => {
    const { completions, calls } = completer();
    completions.add('publish', attempt('a'));
    await vi.advanceTimersByTimeAsync(60);
    completions.add('publish', attempt('b'));
    completions.add('read', attempt('c'));
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toEqual([
      ['publish', ['a', 'b']],
      ['read', ['c']],
    ]);
    completions.add('publish', attempt('d'));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.at(-1)).toEqual(['publish', ['d']]);
  });

  it('completes a full batch at once, without waiting', () => {
    const { completions, calls } = completer();
    for (const id of ['a', 'b', 'c', 'd']) completions.add('publish', attempt(id));
    expect(calls).toEqual([['publish', ['a', 'b', 'c']]]);
  });

  it('completes what waits when flushed, and waits for the batches under way', async () => {
    let answered = false;
    const { completions, calls } = completer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answered = true;
    });
    completions.add('publish', attempt('a'));
    const flushed = completions.flush();
    expect(calls).toEqual([['publish', ['a']]]);
    await vi.advanceTimersByTimeAsync(500);
    await flushed;
    expect(answered).toBe(true);
  });

  it('reports a batch the queue refused, and goes on with the next', async () => {
    const refusal = new Error('connection lost');
    let refuse = true;
    const { completions, calls, errors } = completer(() =>
      refuse ? Promise.reject(refusal) : Promise.resolve(),
    );
    completions.add('publish', attempt('a'));
    await completions.flush();
    expect(errors).toEqual([refusal]);
    refuse = false;
    completions.add('publish', attempt('b'));
    await completions.flush();
    expect(calls).toEqual([
      ['publish', ['a']],
      ['publish', ['b']],
    ]);
    expect(errors).toHaveLength(1);
  });
});
