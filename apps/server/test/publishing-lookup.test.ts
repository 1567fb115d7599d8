import { describe, expect, it } from 'vitest';
import { findInPages } from '../src/networks/find-in-pages';
import { createFakePublishingX } from './support/fake-publishing-x';

/** An account with `older` posts, then the part, then `newer` posts, all in the lookup window. */
async function accountWithPart(older: number, newer: number) {
  const fake = createFakePublishingX();
  const sendingAt = new Date();
  for (let i = 1; i <= older; i++) fake.postAs('busy', `Before ${i}`);
  const part = fake.postAs('busy', 'The part that went out');
  for (let i = 1; i <= newer; i++) fake.postAs('busy', `After ${i}`);
  const lookFor = (maxPages: number) =>
    findInPages({
      readPage: async (query) => fake.ownPosts('busy', query),
      comparable: (text) => text,
      part: { text: 'The part that went out', since: sendingAt },
      maxPages,
    });
  return { fake, part, lookFor };
}

describe('looking for a part whose send had no answer', () => {
  it('pages back past the newest posts and stops at the page that holds the part', async () => {
    const { fake, part, lookFor } = await accountWithPart(150, 250);
    expect((await lookFor(10))?.id).toBe(part.id);
    // The part is the 251st newest: on page 3 of 5, and pages 4 and 5 are never asked for.
    expect(fake.reads.pages).toBe(3);
  });

  it('counts a part beyond its page bound as not found, without reading further', async () => {
    const { fake, lookFor } = await accountWithPart(0, 250);
    expect(await lookFor(2)).toBeNull();
    expect(fake.reads.pages).toBe(2);
  });

  it('answers not found once the window is read to its end', async () => {
    const { fake, lookFor } = await accountWithPart(0, 150);
    fake.posts.splice(
      fake.posts.findIndex((post) => post.text === 'The part that went out'),
      1,
    );
    expect(await lookFor(10)).toBeNull();
    expect(fake.reads.pages).toBe(2);
  });
});
