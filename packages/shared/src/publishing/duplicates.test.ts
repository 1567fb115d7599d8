import { describe, expect, it } from 'vitest';
import { duplicateProblems } from './duplicates';

const on = (iso: string) => new Date(iso);

describe('duplicateProblems', () => {
  it('finds a part that repeats a post of the account, ignoring space and case', () => {
    const earlier = [{ text: 'Ship   small,\nship often.', postedAt: on('2026-11-20T10:00:00Z') }];
    expect(duplicateProblems(['A new opener.', '  SHIP small, ship OFTEN. '], earlier)).toEqual([
      'Part 2 repeats what this account posted on 20 Nov 2026: “Ship small, ship often.”.',
    ]);
  });

  it('names the latest of several earlier copies, on the day of the given time zone', () => {
    const earlier = [
      { text: 'Same words.', postedAt: on('2026-10-01T12:00:00Z') },
      { text: 'same words.', postedAt: on('2026-11-20T23:30:00Z') },
    ];
    expect(duplicateProblems(['Same words.'], earlier, { timeZone: 'Asia/Kolkata' })).toEqual([
      'Part 1 repeats what this account posted on 21 Nov 2026: “same words.”.',
    ]);
  });

  it('finds a part that repeats another part of the same post', () => {
    expect(duplicateProblems(['One.', 'Two.', 'one.'], [])).toEqual([
      'Part 3 repeats part 1 of this post: “one.”.',
    ]);
  });

  it('cuts a long quote short and passes parts that are new', () => {
    const long = `${'word '.repeat(40)}end`;
    const [problem] = duplicateProblems([long], [{ text: long, postedAt: on('2026-11-01Z') }]);
    expect(problem).toMatch(
      /^Part 1 repeats what this account posted on 1 Nov 2026: “(word ){15}word…”\.$/,
    );
    expect(
      duplicateProblems(['New.', 'Also new.'], [{ text: 'Old.', postedAt: new Date() }]),
    ).toEqual([]);
  });
});
