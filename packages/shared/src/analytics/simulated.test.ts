import { describe, expect, it } from 'vitest';
import { engagementsOf } from './figures';
import { simulatedFigures } from './simulated';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('simulated figures', () => {
  it('are the same for the same post at the same age, and differ between posts', () => {
    const post = { id: '1860000000000000001', rootId: '1860000000000000001', position: 1 };
    expect(simulatedFigures({ ...post, ageMs: 5 * HOUR })).toEqual(
      simulatedFigures({ ...post, ageMs: 5 * HOUR }),
    );
    const other = { id: '1860000000000000999', rootId: '1860000000000000999', position: 1 };
    expect(simulatedFigures({ ...other, ageMs: 5 * HOUR })).not.toEqual(
      simulatedFigures({ ...post, ageMs: 5 * HOUR }),
    );
  });

  it('grow with time and never shrink', () => {
    const post = { id: 'a1', rootId: 'a1', position: 1 };
    const ages = [0, HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 29 * DAY];
    const reads = ages.map((ageMs) => simulatedFigures({ ...post, ageMs }));
    expect(reads[0]!.impressions).toBe(0);
    for (let i = 1; i < reads.length; i += 1) {
      expect(reads[i]!.impressions).toBeGreaterThan(reads[i - 1]!.impressions);
      expect(engagementsOf(reads[i]!)).toBeGreaterThanOrEqual(engagementsOf(reads[i - 1]!));
    }
  });

  it('fall by thread position', () => {
    for (const root of ['t1', 't2', 't3', 't4']) {
      const impressions = [1, 2, 3, 4, 5].map(
        (position) =>
          simulatedFigures({ id: `${root}-${position}`, rootId: root, position, ageMs: 2 * DAY })
            .impressions,
      );
      for (let i = 1; i < impressions.length; i += 1) {
        expect(impressions[i]).toBeLessThan(impressions[i - 1]!);
      }
    }
  });

  it('are plausible: a few hundred to a few thousand views, engagement of a few percent', () => {
    for (let n = 0; n < 50; n += 1) {
      const figures = simulatedFigures({
        id: `p${n}`,
        rootId: `p${n}`,
        position: 1,
        ageMs: 7 * DAY,
      });
      expect(figures.impressions).toBeGreaterThanOrEqual(250);
      expect(figures.impressions).toBeLessThanOrEqual(6500);
      const rate = engagementsOf(figures) / figures.impressions;
      expect(rate).toBeGreaterThan(0.005);
      expect(rate).toBeLessThan(0.1);
    }
  });

  it('report link and profile clicks only for the first 30 days', () => {
    const post = { id: 'c1', rootId: 'c1', position: 1 };
    expect(simulatedFigures({ ...post, ageMs: 29 * DAY }).profileClicks).not.toBeNull();
    expect(simulatedFigures({ ...post, ageMs: 31 * DAY }).profileClicks).toBeNull();
  });
});
