import { describe, expect, it } from 'vitest';
import { NETWORK_KEYS } from '@quillpost/shared';
import { threadProblems } from './support/network-views';
import { personOn, publishThreadOn } from './support/networks';
import { useNetworksServer } from './support/networks-server';
import { settled, waitFor } from './support/publishing';

const { fakes, app, views } = useNetworksServer();

describe.each(NETWORK_KEYS)('publishing a thread on %s', (network) => {
  const points = (test: string) => [`${test} on ${network} one.`, `${test} two.`, `${test} three.`];

  it('finds a part whose answer was lost at the network, and never sends it again', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const texts = points('Lost answer');
    view.lostAnswer(texts[1]!);
    const created = await publishThreadOn(app, person, person.account._id, texts);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    // Found among the account's posts (or at its record key), not sent a second time.
    for (const part of done.parts) expect(view.attemptsOf(part.text)).toBe(1);
  });

  it('sends a part again after 5xx answers, and it goes out once', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const texts = points('Unavailable');
    view.unavailable(texts[0]!);
    view.unavailable(texts[0]!);
    const created = await publishThreadOn(app, person, person.account._id, texts);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    expect(done.parts.map((part) => view.attemptsOf(part.text))).toEqual([3, 1, 1]);
  });

  it('waits for the rate limit to reset, then goes on with the thread', async () => {
    const view = views[network];
    const person = await personOn(app, fakes, network);
    const texts = points('Rate limited');
    const resetAt = new Date(Date.now() + 1500);
    view.rateLimited(texts[1]!, resetAt);
    const created = await publishThreadOn(app, person, person.account._id, texts);
    const done = await waitFor(app, person.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(threadProblems(view, done)).toEqual([]);
    expect(done.parts.map((part) => view.attemptsOf(part.text))).toEqual([1, 2, 1]);
    const second = view.posts().find((post) => post.id === done.parts[1]!.xPostId)!;
    expect(second.createdAt.getTime()).toBeGreaterThanOrEqual(resetAt.getTime());
  });
});
