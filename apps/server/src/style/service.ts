import {
  STYLE_EXAMPLES,
  STYLE_MINIMUM_POSTS,
  type BestTimes,
  type StyleExample,
  type StyleResponse,
  type StyleTraits,
  type UpdateStyleRequest,
} from '@quillpost/shared';
import { findAccountOfUser } from '../accounts';
import { invalidInput, notFound } from '../lib/errors';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import { bestTimesOf } from './best-times';
import { bestExamples } from './examples';
import { ownPostsOf } from './own-posts';
import { styleBasisOf, type StyleBasis } from './own-posts-query';
import * as repository from './repository';
import { traitsOf } from './traits';

/** What an engine is given to write in the person's style. */
export interface WritingStyle {
  traits: StyleTraits;
  /** The best performing posts (pinned first), best first; never the worst. */
  examples: StyleExample[];
}

/** The person's style as learned now from their own posts; null below the minimum. */
export async function getStyle(deps: AppDeps, input: { userId: string }): Promise<StyleResponse> {
  const [posts, settings] = await Promise.all([
    ownPostsOf(deps.db, { userId: input.userId }),
    repository.findStyleSettings(deps.db, input.userId),
  ]);
  const answer = { posts: posts.length, minimumPosts: STYLE_MINIMUM_POSTS };
  if (posts.length < STYLE_MINIMUM_POSTS) return { style: null, ...answer };
  const newest = Math.max(
    posts[posts.length - 1]!.postedAt.getTime(),
    settings.updatedAt?.getTime() ?? 0,
  );
  return {
    style: {
      basis: posts.length,
      updatedAt: new Date(newest).toISOString(),
      enabled: settings.enabled,
      traits: traitsOf(posts.map((post) => post.text)),
      examples: bestExamples(posts, settings),
      dropped: settings.dropped,
    },
    ...answer,
  };
}

/**
 * The style an engine writes in for this request: none when the request says `useStyle: false`,
 * when the person turned it off, or below the minimum of posts. A caller that read the `basis`
 * already (`styleBasisColumns`, with `STYLE_MINIMUM_POSTS` as `enough`) hands it in.
 */
export async function writingStyleFor(
  deps: AppDeps,
  input: { userId: string; useStyle?: boolean; basis?: StyleBasis },
): Promise<WritingStyle | null> {
  if (input.useStyle === false) return null;
  // Most generations have no style to follow: a short count settles it before the whole read.
  const basis =
    input.basis ??
    (await styleBasisOf(deps.db, { userId: input.userId, enough: STYLE_MINIMUM_POSTS }));
  if (!basis.enabled || basis.posts < STYLE_MINIMUM_POSTS) return null;
  const { style } = await getStyle(deps, input);
  if (!style?.enabled) return null;
  return { traits: style.traits, examples: style.examples.slice(0, STYLE_EXAMPLES) };
}

/**
 * Turns the style on or off and, when given, replaces the pinned and dropped examples; each id
 * must name one of the person's own posts, or nothing is saved.
 */
export async function updateStyle(
  deps: AppDeps,
  input: { userId: string; body: UpdateStyleRequest },
): Promise<StyleResponse> {
  const { enabled, pinned, dropped } = input.body;
  if (pinned || dropped) {
    const own = new Set((await ownPostsOf(deps.db, input)).map((post) => post.id));
    for (const [field, ids] of [
      ['pinned', input.body.pinned ?? []],
      ['dropped', input.body.dropped ?? []],
    ] as const) {
      const unknown = ids.find((id) => !own.has(id));
      if (unknown) throw invalidInput(`${field}: ${unknown} is not one of your posts`);
    }
  }
  await repository.saveStyleSettings(deps.db, {
    userId: input.userId,
    enabled,
    pinned: pinned && [...new Set(pinned)],
    dropped: dropped && [...new Set(dropped)],
    now: deps.now(),
  });
  return getStyle(deps, input);
}

/** When the account's posts did best, by hour of the week in the person's zone. */
export async function getBestTimes(
  deps: AppDeps,
  input: { userId: string; accountId: string },
): Promise<BestTimes> {
  const account = await findAccountOfUser(deps, { userId: input.userId, id: input.accountId });
  if (!account) throw notFound(`accountId ${input.accountId}`);
  const [posts, settings] = await Promise.all([
    ownPostsOf(deps.db, { ...input, withText: false }),
    getSettings(deps, { userId: input.userId }),
  ]);
  return bestTimesOf(posts, settings.timezone);
}
