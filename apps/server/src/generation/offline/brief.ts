import type { PostFormat } from '@quillpost/shared';
import type { GenerationRequest } from '../types';
import { FORMAT_HINTS } from './copy/formats';
import { VOICES } from './copy/tones';
import type { Writing } from './fill';
import type { Library } from './library';
import { createRandom } from './random';
import type { Subject } from './subject';

/** The built-in format a name or description points to: by name, then by its hints. */
export function closestFormat(
  text: string,
  formats: readonly PostFormat[],
): PostFormat | undefined {
  const named = formats.find((f) => f.name.toLowerCase() === text.trim().toLowerCase());
  if (named) return named;
  for (const [hint, name] of FORMAT_HINTS) {
    if (!hint.test(text)) continue;
    const found = formats.find((f) => f.name === name || f.name.startsWith(name.split(' ')[0]!));
    if (found) return found;
  }
  return undefined;
}

/** What one post is written from: the request, what it is about, and the person's library. */
export interface Brief {
  request: GenerationRequest;
  about: Subject;
  library: Library;
}

export function newWriting(brief: Brief, about: Subject, seed: number, roomy: boolean) {
  const { request } = brief;
  const writing: Writing = {
    random: createRandom(seed),
    voice: VOICES[request.voice] ?? VOICES.casual,
    tone: request.voice,
    about,
    roomy,
    terse: false,
    used: new Set(),
    library: brief.library,
    cache: new Map(),
    counters: new Map(),
  };
  return writing;
}

export function mentions(content: string, about: Subject): boolean {
  const text = content.toLowerCase();
  return text.includes(about.topic.toLowerCase()) || text.includes(about.subject.toLowerCase());
}
