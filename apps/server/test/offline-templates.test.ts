import {
  IDEA_TYPES,
  THREAD_FORMATS,
  TONES,
  TWEET_FORMATS,
  checkPost,
  type PostFormat,
  type PostKind,
} from '@quillpost/shared';
import { describe, expect, it } from 'vitest';
import { writePost } from '../src/generation/offline/writer';
import { ORIGINAL_THREAD_TEMPLATES, ORIGINAL_TWEET_TEMPLATES } from './support/original-templates';

const DESCRIPTIONS = [
  'Why small pull requests ship faster',
  'Tips for learning Rust as a Python developer',
  'How our team moved from Jenkins to GitHub Actions and cut build times in half',
  'Migrating a monolith written in Java with Spring Boot and Hibernate to Kotlin microservices on Kubernetes with gRPC, Kafka and PostgreSQL',
  'Observability, tracing, metrics, logs, dashboards, alerting rules and the people who get paged at night. '.repeat(
    10,
  ),
];
const SEEDS = [0, 1, 2, 3, 4];

const listLines = (content: string) =>
  content
    .split('\n')
    .map((line) => /^\s*(?:\d+[.)]|[-•*])(?:\s+(.*))?$/.exec(line))
    .filter((match) => match !== null)
    .map((match) =>
      (match[1] ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    );

/** The three defects, looked for directly, beside the rules every saved post obeys. */
function expectWhole(kind: PostKind, content: string, format: string) {
  expect(content, 'braces left from a placeholder').not.toMatch(/[{}]/);
  const items = listLines(content);
  expect(items, 'a list number without its item').not.toContain('');
  expect(new Set(items).size, 'a repeated list item').toBe(items.length);
  expect(checkPost(kind, content, format), content).toEqual([]);
}

function writeAll(kind: PostKind, formats: readonly PostFormat[]) {
  for (const format of formats) {
    it(`${format.name}: whole in every tone and seed`, () => {
      for (const voice of TONES) {
        for (const seed of SEEDS) {
          const title = DESCRIPTIONS[(seed + TONES.indexOf(voice)) % DESCRIPTIONS.length]!;
          const request = { kind, title, format: format.template, voice, tags: 'tech' as const };
          expectWhole(kind, writePost(request, seed), format.template);
        }
      }
    });
  }
}

describe('offline engine on templates shaped like the original service', () => {
  describe('tweets', () => writeAll('tweet', ORIGINAL_TWEET_TEMPLATES));
  describe('threads', () => writeAll('thread', ORIGINAL_THREAD_TEMPLATES));

  it('fills a nested placeholder from the inside out', () => {
    const template =
      '🧵 {Catchy title about my journey in {Field}}\n\n1/ {a}\n\n2/ {b}\n\n3/ {c}\n\n4/ {d}\n\n5/ {e}';
    const request = {
      kind: 'thread' as const,
      title: DESCRIPTIONS[0]!,
      format: template,
      voice: 'casual' as const,
      tags: 'tech' as const,
    };
    const header = writePost(request, 1).split('\n')[0]!;
    expect(header).toMatch(/^🧵 [^{}]+$/);
    expect(header).not.toMatch(/in tech$/);
  });

  it('keeps a numbered list a list: never cut after a number, never a repeated item', () => {
    const tips = ORIGINAL_TWEET_TEMPLATES.find((format) => format.name === 'Quick Tips')!;
    for (const voice of TONES) {
      for (const seed of SEEDS) {
        const request = {
          kind: 'tweet' as const,
          title: DESCRIPTIONS[seed]!,
          format: tips.template,
          voice,
          tags: 'tech' as const,
        };
        const content = writePost(request, seed);
        expect(content).toMatch(/^💡 5 quick tech tips:\n\n1\. /);
        expect(listLines(content).length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('offline engine on the built-in formats', () => {
  describe('tweets', () => writeAll('tweet', TWEET_FORMATS));
  describe('threads', () => writeAll('thread', THREAD_FORMATS));
  it('ideas: whole in every type, tone and seed', () => {
    for (const type of IDEA_TYPES) {
      for (const voice of TONES) {
        for (const seed of SEEDS) {
          const title = DESCRIPTIONS[seed % DESCRIPTIONS.length]!;
          const request = {
            kind: 'idea' as const,
            title,
            format: type,
            voice,
            tags: 'tech' as const,
          };
          expectWhole('idea', writePost(request, seed), type);
        }
      }
    }
  });
});
