import { THREAD_FORMATS, TWEET_FORMATS, type PostKind } from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { libraryOf, repeatedUnit, unitsOf } from '../src/generation/repeats';
import { RECENT_POSTS_AVOIDED } from '../src/posts/service';
import { writePost } from '../src/generation/offline/writer';

/**
 * Writes as many posts in a row as the library holds, each avoiding the ones before it, the way
 * a person generating on one subject again and again is served; answers the posts that repeat.
 */
function repeatsInARow(kind: PostKind, format: string, title: string): string[] {
  const saved: string[] = [];
  const repeats: string[] = [];
  for (let seed = 0; seed < RECENT_POSTS_AVOIDED; seed++) {
    const avoid = saved.slice(-RECENT_POSTS_AVOIDED).flatMap((post) => unitsOf(kind, post));
    const content = writePost(
      { kind, title, format, voice: 'encouraging', tags: 'tech', avoid },
      seed,
    );
    const repeated = repeatedUnit(kind, content, libraryOf(avoid));
    if (repeated) repeats.push(repeated);
    else saved.push(content);
  }
  return repeats;
}

describe('the offline engine, asked for the same post again and again', () => {
  const formats = [
    ...TWEET_FORMATS.map((format) => ['tweet', format.name, format.template] as const),
    ...THREAD_FORMATS.map((format) => ['thread', format.name, format.template] as const),
  ];
  it.each(formats)(
    `writes a %s in %s ${RECENT_POSTS_AVOIDED} times, never repeating itself`,
    (kind, _, template) => {
      expect(repeatsInARow(kind, template, 'Why small pull requests ship faster')).toEqual([]);
    },
  );
});
