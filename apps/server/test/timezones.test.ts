import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acceptedTimezones, cachedFormatterCount, ZAnalyticsQuery } from '@quillpost/shared';
import { publishedRow, xId } from './support/analytics';
import { bearer, signIn, useTestApp } from './support/app';
import { me } from './support/requests';

const app = useTestApp();

/** `count` spellings of `name` that differ only in letter case. */
function caseVariants(name: string, count: number): string[] {
  const letters = [...name].flatMap((char, index) => (/[a-z]/i.test(char) ? [index] : []));
  return Array.from({ length: count }, (_, variant) =>
    [...name]
      .map((char, index) => {
        const bit = letters.indexOf(index);
        return bit >= 0 && (variant >> bit) & 1 ? char.toUpperCase() : char.toLowerCase();
      })
      .join(''),
  );
}

const putSettings = (token: string, timezone: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/v0/settings',
    headers: bearer(token),
    payload: { timezone, slots: [] },
  });
const analytics = (token: string, timezone: string) =>
  app.inject({
    url: `/api/v0/analytics?from=2026-11-01&to=2026-11-03&timezone=${encodeURIComponent(timezone)}`,
    headers: bearer(token),
  });

/** A signed-in user with one publication, so that analytics answers place it in the zone. */
async function userWithPublication() {
  const token = await signIn(app);
  const userId = (await me(app, token))._id;
  await publishedRow(app, {
    userId,
    xPostIds: [xId()],
    publishedAt: new Date('2026-11-02T17:21:00Z'),
  });
  return token;
}

describe('time zone spellings', () => {
  it(
    'are stored and used in one spelling, so that spellings cannot grow the caches',
    { timeout: 120_000 },
    async () => {
      const token = await signIn(app);
      const before = cachedFormatterCount();
      const saved = new Set<string>();
      for (const spelling of caseVariants('Europe/London', 1024)) {
        saved.add((await putSettings(token, spelling)).json().settings.timezone);
      }
      const used = new Set<string>();
      for (const spelling of caseVariants('Australia/Sydney', 1024)) {
        used.add((await analytics(token, spelling)).json().period.timezone);
      }
      // Each spelling Intl accepts would otherwise be a formatter of its own.
      expect(cachedFormatterCount()).toBeLessThanOrEqual(before + 2);
      expect([...saved]).toEqual(['Europe/London']);
      expect([...used]).toEqual(['Australia/Sydney']);
    },
  );
});

describe('every accepted time zone', () => {
  // The names the analytics query answers for each accepted name, given in lower case.
  const zones = acceptedTimezones().map(
    (name) => ZAnalyticsQuery.parse({ timezone: name.toLowerCase() }).timezone!,
  );

  it.each(['2026-01-15T17:21:00Z', '2026-07-15T17:21:00Z'])(
    'shows the same local time in PostgreSQL as in Intl at %s',
    async (instant) => {
      const result = await app.deps.db.execute(sql`
        select accepted.name, case when known.name is not null
          then to_char(${instant}::timestamptz at time zone accepted.name, 'YYYY-MM-DD HH24:MI')
        end as local
        from unnest(string_to_array(${zones.join(',')}, ',')) as accepted(name)
        left join pg_timezone_names as known on known.name = accepted.name`);
      const inPostgres = Object.fromEntries(
        (result as unknown as { rows: { name: string; local: string }[] }).rows.map((row) => [
          row.name,
          row.local,
        ]),
      );
      const inIntl = Object.fromEntries(
        zones.map((zone) => [
          zone,
          new Intl.DateTimeFormat('sv-SE', {
            timeZone: zone,
            dateStyle: 'short',
            timeStyle: 'short',
          }).format(new Date(instant)),
        ]),
      );
      expect(zones.length).toBeGreaterThan(400);
      expect(inPostgres).toEqual(inIntl);
    },
  );
});

describe('names that are not accepted time zones', () => {
  const refused = [
    // ICU's legacy names that PostgreSQL does not know.
    ...['AET', 'AGT', 'BET', 'CAT', 'CNT', 'CTT', 'ECT', 'IET', 'MIT', 'NET', 'PLT', 'PNT'],
    ...['PRT', 'SST', 'VST', 'US/Pacific-New'],
    // Abbreviations PostgreSQL reads as another zone than Intl does (IST: Israel, not India).
    ...['IST', 'ACT', 'ART', 'AST', 'BST', 'NST'],
    // Offsets, whose sign PostgreSQL reads reversed, the POSIX way.
    ...['+05:30', '-08:00', '+0530'],
    ...['US/Pacific', 'Etc/GMT+5', 'Mars/Olympus'],
  ];
  const rule = /^timezone must be an IANA time zone name: Area\/City, such as Europe\/Paris/;

  it('are a 400 naming timezone in the analytics query', async () => {
    const token = await userWithPublication();
    for (const name of refused) {
      const response = await analytics(token, name);
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        message: expect.stringMatching(rule),
      });
    }
  });

  it('are a 400 naming timezone in the settings, which keep what was saved', async () => {
    const token = await signIn(app);
    await putSettings(token, 'Asia/Kolkata');
    for (const name of refused) {
      const response = await putSettings(token, name);
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        message: expect.stringMatching(rule),
      });
    }
    const saved = await app.inject({ url: '/api/v0/settings', headers: bearer(token) });
    expect(saved.json().settings.timezone).toBe('Asia/Kolkata');
  });
});
