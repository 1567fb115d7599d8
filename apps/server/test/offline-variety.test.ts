import { THREAD_FORMATS, TONES, TWEET_FORMATS } from '@quillpost/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestApp } from './support/app';
import { generate } from './support/requests';
import { measureVariety } from './support/variety';

/** Thirty topics as people name them: short noun phrases, some with words a parser might drop. */
const TOPICS = [
  'Remote team rituals',
  'Code review etiquette',
  'Small pull requests',
  'Database indexing basics',
  'Feature flags in production',
  'On-call rotations',
  'Writing good commit messages',
  'Kubernetes cost control',
  'TypeScript strict mode',
  'Pair programming',
  'Technical debt budgets',
  'Observability for startups',
  'Accessible web forms',
  'Rust for Python developers',
  'Incident postmortems',
  'Design systems',
  'Monorepo tooling',
  'API versioning',
  'Developer onboarding',
  'Load testing',
  'Edge caching',
  'Test flakiness',
  'Open source maintainers',
  'Product analytics',
  'Data privacy by default',
  'Mobile app performance',
  'Serverless cold starts',
  'Team knowledge sharing',
  'Async standups',
  'Zero downtime deploys',
];
const FORMATS = {
  tweet: TWEET_FORMATS.slice(0, 5),
  thread: THREAD_FORMATS.slice(0, 5),
};
const POSTS = 120;
const TONES_USED = TONES.slice(0, 4);

describe('the offline engine does not repeat itself within a library', () => {
  // No LLM_SEED: every generation gets its own seed, as a real person's do.
  const app = useTestApp({
    env: {
      LLM_SEED: undefined,
      PLAN_LIMIT_FREE: '1000',
      RATE_LIMIT_GENERATIONS_PER_MINUTE: '1000',
    },
  });
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
  });

  it(`${POSTS} tweets and threads on ${TOPICS.length} topics: varied sentences, no repeated part, topics whole`, async () => {
    const library: { kind: 'tweet' | 'thread'; topic: string; content: string }[] = [];
    for (let i = 0; i < POSTS; i++) {
      const round = Math.floor(i / TOPICS.length);
      const kind = (i + round) % 2 === 0 ? 'tweet' : 'thread';
      const topic = TOPICS[i % TOPICS.length]!;
      const format = FORMATS[kind][Math.floor(i / 2) % 5]!.template;
      const voice = TONES_USED[round % TONES_USED.length]!;
      const response = await generate(app, token, `${kind}s`, {
        title: topic,
        format,
        voice,
        tags: 'tech',
      });
      expect(response.statusCode, response.body).toBe(201);
      library.push({ kind, topic, content: response.json()[kind].content as string });
    }
    const report = measureVariety(library);
    console.info(
      `offline variety over ${report.posts} posts: ${report.sentences} sentences, ` +
        `${(report.distinctShare * 100).toFixed(1)} % distinct, the most repeated ` +
        `${report.mostRepeated.count} times ("${report.mostRepeated.sentence}"), ` +
        `${report.exactRepeats.length} exact repeats, ` +
        `${report.posts - report.topicsCut.length}/${report.posts} topics whole`,
      report.topicsCut,
    );
    expect(report.exactRepeats).toEqual([]);
    expect(report.distinctShare).toBeGreaterThanOrEqual(0.9);
    expect(report.mostRepeated.count).toBeLessThanOrEqual(3);
    expect(report.topicsCut).toEqual([]);
  });
});
