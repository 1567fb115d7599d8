import { describe, expect, it } from 'vitest';
import { ZAnalyticsQuery } from '../schemas/analytics';
import { ZUpdateSettingsRequest } from '../schemas/settings';
import { acceptedTimezones, canonicalTimezone } from './timezones';

describe('accepted time zones', () => {
  it('are UTC and Area/City names, each with one spelling', () => {
    const zones = acceptedTimezones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(zones.filter((zone) => zone !== 'UTC').every((zone) => /^[A-Z]\w+\//.test(zone))).toBe(
      true,
    );
    expect(new Set(zones.map((zone) => zone.toLowerCase())).size).toBe(zones.length);
  });

  it('take both the name Intl lists and the current one browsers report', () => {
    for (const [listed, current] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
      ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ]) {
      expect(canonicalTimezone(listed!)).toBe(listed);
      expect(canonicalTimezone(current!)).toBe(current);
    }
  });

  it('answer any letter case in the one spelling', () => {
    for (const name of ['europe/paris', 'EUROPE/PARIS', 'eUrOpE/pArIs']) {
      expect(canonicalTimezone(name)).toBe('Europe/Paris');
    }
    expect(canonicalTimezone('utc')).toBe('UTC');
    expect(canonicalTimezone('asia/kolkata')).toBe('Asia/Kolkata');
  });

  it.each([
    'Mars/Olympus',
    '',
    // ICU's legacy names, which PostgreSQL does not know or reads as another zone.
    'AET',
    'US/Pacific-New',
    'IST',
    'EST',
    // Offsets, whose sign PostgreSQL reads the POSIX way, reversed.
    '+05:30',
    '-08:00',
    // Intl knows these, but they name no place.
    'US/Pacific',
    'Etc/GMT+5',
    'Etc/UTC',
    'GMT',
    'SystemV/AST4',
    // Lower-casing U+212A KELVIN SIGN gives a k: still not a zone name.
    'Asia/\u212Aolkata',
  ])('refuse %j', (name) => {
    expect(canonicalTimezone(name)).toBeNull();
  });

  it('are what the settings and analytics schemas store and use', () => {
    const settings = ZUpdateSettingsRequest.parse({ timezone: 'asia/kolkata', slots: [] });
    expect(settings.timezone).toBe('Asia/Kolkata');
    expect(ZAnalyticsQuery.parse({ timezone: 'EUROPE/PARIS' }).timezone).toBe('Europe/Paris');
    const refused = ZAnalyticsQuery.safeParse({ timezone: 'IST' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['timezone'],
      message: expect.stringMatching(/^timezone must be an IANA time zone name: Area\/City/),
    });
  });
});
