import { NETWORK_KEYS, NETWORK_NAMES, type NetworkKey } from '@quillpost/shared';
import { NETWORKS_NAMED, type Received } from '../lib/fake-networks';
import type { PublishingSettings, Scheduled } from '../lib/publishers';
import type { Check } from '../lib/report';
import { percentile, round } from '../lib/stats';

const LAG_BUDGET_MS = 5_000;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const countsOf = (texts: string[]) => {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
};

/** What one network's fake received of the publications scheduled on it. */
export interface Tally {
  publications: number;
  parts: number;
  /** Parts the fake stored. */
  partsReceived: number;
  /** Parts the fake never stored, though scheduled on it. */
  partsMissing: number;
  /** Parts the fake was asked for more than once: sent twice, or refused or answered as a repeat. */
  twice: number;
  /** Publications with a part missing, or not shown as published by the API. */
  notSent: number;
  /** Posts the fake stored that were not scheduled on it. */
  strays: number;
  lags: number[];
  /** The due time of each lag's publication, in the same order. */
  dueTimes: number[];
  lastReceived: number;
}

export function tally(
  scheduled: Scheduled[],
  received: Received,
  statuses: Map<string, string>,
  firstDue: number,
): Tally {
  const receivedAt = new Map<string, number>();
  for (const post of received.posts) receivedAt.set(post.text, post.at);
  const asked = countsOf(received.attempts);
  const stored = countsOf(received.posts.map((post) => post.text));
  const expected = new Set(scheduled.flatMap((publication) => publication.parts));
  const result: Tally = {
    publications: scheduled.length,
    parts: expected.size,
    partsReceived: 0,
    partsMissing: 0,
    twice: 0,
    notSent: 0,
    strays: received.posts.filter((post) => !expected.has(post.text)).length,
    lags: [],
    dueTimes: [],
    lastReceived: firstDue,
  };
  for (const publication of scheduled) {
    const times = publication.parts.map((text) => receivedAt.get(text));
    const sentTwice = (text: string) => (asked.get(text) ?? 0) > 1 || (stored.get(text) ?? 0) > 1;
    result.twice += publication.parts.filter(sentTwice).length;
    const missing = times.filter((time) => time === undefined).length;
    result.partsMissing += missing;
    result.partsReceived += times.length - missing;
    const last = times.at(-1);
    if (last === undefined || missing > 0 || statuses.get(publication.id) !== 'published') {
      result.notSent += 1;
      continue;
    }
    result.lags.push(last - publication.publishAt);
    result.dueTimes.push(publication.publishAt);
    result.lastReceived = Math.max(result.lastReceived, last);
  }
  return result;
}

const lagFigures = (lags: number[]) => ({
  lagP50Ms: round(percentile(lags, 0.5), 0),
  lagP99Ms: round(percentile(lags, 0.99), 0),
  lagMaxMs: lags.length > 0 ? round(Math.max(...lags), 0) : Number.NaN,
});

const perNetwork = (tallies: Record<NetworkKey, Tally>, figure: (tally: Tally) => number) =>
  NETWORK_KEYS.map((network) => `${NETWORK_NAMES[network]} ${figure(tallies[network])}`).join(', ');

/** The figures of one publishing run, from what each fake network received and what the API shows. */
export function publishingFigures(input: {
  db: string;
  shape: string;
  scheduled: Scheduled[];
  received: Record<NetworkKey, Received>;
  statuses: Map<string, string>;
  firstDue: number;
  scheduledBeforeDueMs: number;
  /** CPU seconds each process used while publishing, the server first. */
  cpuUsed: number[];
  settings: PublishingSettings;
}): Check[] {
  const { db, scheduled, settings } = input;
  const tallies = Object.fromEntries(
    NETWORK_KEYS.map((network) => [
      network,
      tally(
        scheduled.filter((publication) => publication.network === network),
        input.received[network],
        input.statuses,
        input.firstDue,
      ),
    ]),
  ) as Record<NetworkKey, Tally>;
  const all = Object.values(tallies);
  const total = (figure: (tally: Tally) => number) => sum(all.map(figure));
  const lags = all.flatMap((one) => one.lags);
  const twice = total((one) => one.twice);
  const notSent = total((one) => one.notSent);
  const count = scheduled.length;
  const postCount = total((one) => one.parts);
  const windowMs = Math.max(...all.map((one) => one.lastReceived)) - input.firstDue;
  const perSecond = (n: number) => (windowMs > 0 ? n / (windowMs / 1000) : 0);
  const networks = Object.fromEntries(
    NETWORK_KEYS.map((network) => {
      const { lags: networkLags, dueTimes: _dueTimes, lastReceived, ...counts } = tallies[network];
      const windowMs = lastReceived - input.firstDue;
      return [network, { ...counts, windowMs, ...lagFigures(networkLags) }];
    }),
  );
  const data = {
    database: db,
    shape: input.shape,
    publications: count,
    posts: postCount,
    spreadSeconds: settings.spreadSeconds,
    postDelayMs: settings.postDelayMs,
    ...lagFigures(lags),
    sentTwice: twice,
    notSent,
    publicationsPerSecond: round(perSecond(lags.length)),
    postsPerSecond: round(perSecond(total((one) => one.partsReceived))),
    windowMs,
    scheduledBeforeDueMs: input.scheduledBeforeDueMs,
    cpuSeconds: input.cpuUsed.map((cpu) => round(cpu)),
    cpuMsPerPublication: round((sum(input.cpuUsed) * 1000) / count, 1),
    networks,
  };
  const what = `${count} publications (${postCount} posts) due within ${settings.spreadSeconds} s, accounts spread evenly over ${NETWORKS_NAMED}, each answering posts in ${settings.postDelayMs} ms`;
  const lagLine = (ms: { lagP50Ms: number; lagP99Ms: number; lagMaxMs: number }, n: number) =>
    `${seconds(ms.lagP99Ms)} (p50 ${seconds(ms.lagP50Ms)}, max ${seconds(ms.lagMaxMs)}; n=${n})`;
  return [
    {
      measure: `Publishing ${db}, throughput (${what}; ${input.shape})`,
      figure: `${data.publicationsPerSecond} publications/s, ${data.postsPerSecond} posts/s (first due to last received: ${seconds(windowMs)}); CPU ${data.cpuMsPerPublication} ms a publication (${data.cpuSeconds.join(' + ')} s)`,
      budget: '-',
      ok: null,
      data,
    },
    {
      measure: `Publishing ${db}, lag p99 (its network received the last part - publishAt)`,
      figure: lagLine(data, lags.length),
      budget: `< ${seconds(LAG_BUDGET_MS)}`,
      ok: lags.length > 0 && data.lagP99Ms < LAG_BUDGET_MS,
      data,
    },
    ...NETWORK_KEYS.map((network) => ({
      measure: `Publishing ${db}, lag p99 on ${NETWORK_NAMES[network]} (${tallies[network].publications} publications)`,
      figure: lagLine(networks[network]!, tallies[network].lags.length),
      budget: '-',
      ok: null,
      data: { database: db, network, ...networks[network] },
    })),
    {
      measure: `Publishing ${db}, parts sent twice`,
      figure: `${twice} (${perNetwork(tallies, (one) => one.twice)})`,
      budget: '0',
      ok: twice === 0,
      data,
    },
    {
      measure: `Publishing ${db}, publications not sent`,
      figure: `${notSent} (${perNetwork(tallies, (one) => one.notSent)}; parts missing: ${perNetwork(tallies, (one) => one.partsMissing)})`,
      budget: '0',
      ok: notSent === 0,
      data,
    },
  ];
}
