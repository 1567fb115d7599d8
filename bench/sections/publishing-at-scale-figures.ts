import type { NetworkKey } from '@quillpost/shared';
import { NETWORKS_NAMED } from '../lib/fake-networks';
import type { Scheduled } from '../lib/publishers';
import type { Check } from '../lib/report';
import { percentile, round } from '../lib/stats';
import type { Tally } from './publishing-figures';

export interface PublishingAtScaleSettings {
  /** People, each with one account; the accounts a third each on X, Bluesky and Mastodon. */
  people: number;
  /** Publications of each person in each round. */
  postsEach: number;
  threadEvery: number;
  spreadSeconds: number;
  postDelayMs: number;
  workers: number;
}

const LAG_BUDGET_MS = 10_000;
const FAIRNESS_BUDGET = 1.2;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export interface Round {
  name: string;
  scheduled: Scheduled[];
  scheduledBeforeDueMs: number;
  /** Every other account's publications: the planted account's are left out of every round. */
  others: Scheduled[];
  lags: number[];
  /** Everyone else's lag p99 on each network. */
  lagP99ByNetwork: Record<NetworkKey, number>;
  /** Lag p99 of the publications due in each tenth of the spread, in order. */
  lagP99ByTenth: number[];
  twice: number;
  notSent: number;
  cpuSeconds: number;
}

/**
 * The rounds, in order: the 429 rounds between two calm ones, so that whatever grows from one
 * round to the next on the same servers (the tables, the queue's history) weighs on both kinds
 * alike, and a slower stretch of the machine is less likely to land on one kind only.
 */
export const ROUNDS = ['calm', 'limited', 'limited', 'calm'] as const;
export type RoundKind = (typeof ROUNDS)[number];
export const ROUND_NAMES: Record<RoundKind, string> = {
  calm: 'every network answering',
  limited: 'one X account answered 429 throughout',
};

/** Lag p99 of the publications due in each tenth of the spread: where in the round it grew. */
export function byTenth(tallies: Tally[], firstDue: number, spreadMs: number): number[] {
  const tenths: number[][] = Array.from({ length: 10 }, () => []);
  for (const one of tallies) {
    one.lags.forEach((lag, k) => {
      const tenth = Math.floor(((one.dueTimes[k]! - firstDue) * 10) / spreadMs);
      tenths[Math.min(9, Math.max(0, tenth))]!.push(lag);
    });
  }
  return tenths.map((lags) => (lags.length > 0 ? round(percentile(lags, 0.99), 0) : 0));
}

export function figures(input: {
  calm: Round[];
  limited: Round[];
  plantedRefusals: number;
  shape: string;
  settings: PublishingAtScaleSettings;
}): Check[] {
  const { calm, limited, settings } = input;
  const all = [...calm, ...limited];
  const p99 = (run: Round) => percentile(run.lags, 0.99);
  const meanP99 = (runs: Round[]) => runs.reduce((sum, run) => sum + p99(run), 0) / runs.length;
  const lagLine = (run: Round) =>
    `${seconds(p99(run))} (p50 ${seconds(percentile(run.lags, 0.5))}, max ${seconds(Math.max(...run.lags))}; n=${run.lags.length})`;
  const summary = (run: Round) => ({
    publications: run.scheduled.length,
    posts: run.scheduled.reduce((sum, p) => sum + p.parts.length, 0),
    others: run.others.length,
    lagP50Ms: round(percentile(run.lags, 0.5), 0),
    lagP99Ms: round(p99(run), 0),
    lagMaxMs: round(Math.max(...run.lags), 0),
    sentTwice: run.twice,
    notSent: run.notSent,
    scheduledBeforeDueMs: run.scheduledBeforeDueMs,
    cpuMsPerPublication: round((run.cpuSeconds * 1000) / run.scheduled.length, 1),
    lagP99MsByNetwork: run.lagP99ByNetwork,
    lagP99MsByTenthOfTheSpread: run.lagP99ByTenth,
  });
  const data = {
    shape: input.shape,
    ...settings,
    order: ROUNDS,
    calm: calm.map(summary),
    limited: limited.map(summary),
    plantedRefusals: input.plantedRefusals,
  };
  const ratio = round(meanP99(limited) / meanP99(calm), 2);
  const cpuLine = (runs: Round[]) =>
    runs.map((run) => round((run.cpuSeconds * 1000) / run.scheduled.length, 1)).join(' and ');
  const twice = all.reduce((sum, run) => sum + run.twice, 0);
  const notSent = all.reduce((sum, run) => sum + run.notSent, 0);
  const what = `${calm[0]!.scheduled.length} publications of ${settings.people} accounts on ${NETWORKS_NAMED} due within ${settings.spreadSeconds} s, fakes answering in ${settings.postDelayMs} ms, PostgreSQL, ${input.shape}`;
  return [
    {
      measure: `At scale: ${what}; lag p99 of the first and last rounds`,
      figure: `${calm.map(lagLine).join('; ')}; CPU ${cpuLine(calm)} ms a publication`,
      budget: `< ${seconds(LAG_BUDGET_MS)}`,
      ok: calm.every((run) => run.lags.length > 0 && p99(run) < LAG_BUDGET_MS),
      data,
    },
    {
      measure:
        'At scale: parts sent twice, publications not sent (all four rounds, planted account aside)',
      figure: `${twice} twice, ${notSent} not sent`,
      budget: '0',
      ok: twice === 0 && notSent === 0,
      data,
    },
    {
      measure: `At scale: one X account answered 429 throughout the second and third rounds (${input.plantedRefusals} refusals); everyone else's mean lag p99 in them against the first and last`,
      figure: `${ratio} x (${limited.map(lagLine).join('; ')}; against ${calm.map((run) => seconds(p99(run))).join(' and ')})`,
      budget: `<= ${FAIRNESS_BUDGET} x`,
      ok: limited.every((run) => run.lags.length > 0) && ratio <= FAIRNESS_BUDGET,
      data,
    },
  ];
}
