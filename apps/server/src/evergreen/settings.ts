import { wallClock, type EvergreenSettings, type PostKind } from '@quillpost/shared';
import { invalidInput } from '../lib/errors';
import { getSettings } from '../settings';
import type { AppDeps } from '../types';
import { queueEvergreenCycle } from './job';
import * as repository from './repository';

/**
 * Why the post cannot take these evergreen settings, as the 400 to answer; null when it can.
 * Checked before anything of the request is saved.
 */
export async function evergreenProblem(
  deps: AppDeps,
  input: {
    userId: string;
    post: { kind: PostKind; variantOf: string | null };
    settings: EvergreenSettings | null;
  },
) {
  const { post, settings } = input;
  if (settings === null) return null;
  if (post.kind === 'idea') {
    return invalidInput(
      'evergreen: ideas cannot be evergreen; write a tweet or a thread from them',
    );
  }
  if (post.variantOf !== null) {
    return invalidInput(
      'evergreen: this post is a variant of an evergreen post; change the settings of the original',
    );
  }
  if (settings.until !== null) {
    const { timezone } = await getSettings(deps, { userId: input.userId });
    const today = new Date(wallClock(deps.now().getTime(), timezone)).toISOString().slice(0, 10);
    if (settings.until < today) {
      return invalidInput(`evergreen.until must be today (${today}) or later`);
    }
  }
  return null;
}

/**
 * Saves a post's evergreen settings, already checked. Turned on for a post that already went
 * out, the next variant is written at once; null stops it and cancels the variant waiting.
 */
export async function saveEvergreen(
  deps: AppDeps,
  input: { postId: string; settings: EvergreenSettings | null },
): Promise<void> {
  await repository.saveSettings(deps.db, input);
  if (input.settings === null) return;
  const last = await repository.lastUnfollowed(deps.db, input.postId);
  if (last) await queueEvergreenCycle(deps, last);
}
