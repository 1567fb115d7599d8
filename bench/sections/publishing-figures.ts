import type { FakeXPost } from '@quillpost/testing';
import type { Scheduled } from '../lib/publishers';
import type { Check } from '../lib/report';
import { percentile, round } from '../lib/stats';
import type { PublishingSettings } from './publishing';

const LAG_BUDGET_MS = 5_000;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The figures of one publishing run, from what X received and what the API shows. */
export function publishingFigures(input: {
  db: string;
  shape: string;
  scheduled: Scheduled[];
  posts: FakeXPost[];
  /** Every text X was asked to post, refused or not. */
  attempts: string[];
  statuses: Map<string, string>;
  firstDue: number;
  scheduledBeforeDueMs: number;
  /** CPU seconds each process used while publishing, the server first. */
  cpuUsed: number[];
  settings: PublishingSettings;
}): Check[] {
  const { db, scheduled, settings } = input;
  const receivedAt = new Map<string, number>();
  for (const post of input.posts) receivedAt.set(post.text, post.createdAt.getTime());
  const asked = new Map<string, number>();
  for (const text of input.attempts) asked.set(text, (asked.get(text) ?? 0) + 1);

  const lags: number[] = [];
  let partsSent = 0;
  let lastReceived = input.firstDue;
  let notSent = 0;
  let twice = 0;
  for (const publication of scheduled) {
    const times = publication.parts.map((text) => receivedAt.get(text));
    // A part X was asked for more than once: sent twice, or refused as a duplicate.
    twice += publication.parts.filter((text) => (asked.get(text) ?? 0) > 1).length;
    partsSent += times.filter((time) => time !== undefined).length;
    const last = times.at(-1);
    const published = input.statuses.get(publication.id) === 'published';
    if (last === undefined || times.includes(undefined) || !published) {
      notSent += 1;
      continue;
    }
    lags.push(last - publication.publishAt);
    lastReceived = Math.max(lastReceived, last);
  }
  const count = scheduled.length;
  const postCount = scheduled.reduce((sum, publication) => sum + publication.parts.length, 0);
  const windowMs = lastReceived - input.firstDue;
  const perSecond = (n: number) => (windowMs > 0 ? n / (windowMs / 1000) : 0);
  const p50 = percentile(lags, 0.5);
  const p99 = percentile(lags, 0.99);
  const data = {
    database: db,
    shape: input.shape,
    publications: count,
    posts: postCount,
    spreadSeconds: settings.spreadSeconds,
    xDelayMs: settings.xDelayMs,
    lagP50Ms: round(p50, 0),
    lagP99Ms: round(p99, 0),
    lagMaxMs: lags.length > 0 ? round(Math.max(...lags), 0) : Number.NaN,
    sentTwice: twice,
    notSent,
    publicationsPerSecond: round(perSecond(lags.length)),
    postsPerSecond: round(perSecond(partsSent)),
    windowMs,
    scheduledBeforeDueMs: input.scheduledBeforeDueMs,
    cpuSeconds: input.cpuUsed.map((seconds) => round(seconds)),
    cpuMsPerPublication: round((sum(input.cpuUsed) * 1000) / count, 1),
  };
  const what = `${count} publications (${postCount} posts) due within ${settings.spreadSeconds} s, X answering in ${settings.xDelayMs} ms`;
  return [
    {
      measure: `Publishing ${db}, throughput (${what}; ${input.shape})`,
      figure: `${data.publicationsPerSecond} publications/s, ${data.postsPerSecond} posts/s (first due to last received: ${seconds(windowMs)}); CPU ${data.cpuMsPerPublication} ms a publication (${data.cpuSeconds.join(' + ')} s)`,
      budget: '-',
      ok: null,
      data,
    },
    {
      measure: `Publishing ${db}, lag p99 (X received the last part - publishAt)`,
      figure: `${seconds(p99)} (p50 ${seconds(p50)}, max ${seconds(data.lagMaxMs)}; n=${lags.length})`,
      budget: `< ${seconds(LAG_BUDGET_MS)}`,
      ok: lags.length > 0 && p99 < LAG_BUDGET_MS,
      data,
    },
    {
      measure: `Publishing ${db}, parts sent twice`,
      figure: String(twice),
      budget: '0',
      ok: twice === 0,
      data,
    },
    {
      measure: `Publishing ${db}, publications not sent`,
      figure: String(notSent),
      budget: '0',
      ok: notSent === 0,
      data,
    },
  ];
}
