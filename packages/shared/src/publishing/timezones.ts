/**
 * The time zones Quillpost accepts: `UTC` and the IANA Area/City names. Intl accepts more (ICU's
 * legacy names such as AET, abbreviations such as IST, offsets such as +05:30), but PostgreSQL,
 * which places analytics in the zone, knows some of those under another meaning (IST is Israel
 * there, India for Intl; +05:30 is five and a half hours west for it) and others not at all.
 * Area/City names mean one thing to both, so a name is accepted only from this list.
 */

export const DEFAULT_TIMEZONE = 'UTC';

/** The regions IANA names zones by; Etc/, US/, SystemV/ and the like are not among them. */
const AREAS = new Set([
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
]);

/**
 * Current IANA names of zones that Intl lists under an older name (Node 24 lists Asia/Calcutta,
 * while browsers report Asia/Kolkata as their own zone): both spellings are accepted.
 */
const CURRENT_NAMES = [
  'Africa/Asmara',
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/Mendoza',
  'America/Atikokan',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Nuuk',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Yangon',
  'Atlantic/Faroe',
  'Europe/Kyiv',
  'Pacific/Chuuk',
  'Pacific/Kanton',
  'Pacific/Pohnpei',
];

/** What a zone name may be made of; anything else is no name, whatever its letter case. */
const NAME_CHARACTERS = /^[A-Za-z0-9_+/-]{1,64}$/;

function knownToIntl(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

let byLowerCase: ReadonlyMap<string, string> | undefined;

/** The accepted names by their lower-case form, listed once from the runtime's Intl. */
function accepted(): ReadonlyMap<string, string> {
  if (!byLowerCase) {
    const listed = Intl.supportedValuesOf('timeZone').filter((name) =>
      AREAS.has(name.split('/')[0]!),
    );
    const names = [DEFAULT_TIMEZONE, ...listed, ...CURRENT_NAMES.filter(knownToIntl)];
    byLowerCase = new Map(names.map((name) => [name.toLowerCase(), name]));
  }
  return byLowerCase;
}

/** Every name Quillpost accepts, each in its one spelling. */
export const acceptedTimezones = (): string[] => [...accepted().values()];

/**
 * The one spelling of an accepted zone name given in any letter case (`europe/paris` is
 * `Europe/Paris`); null for anything else.
 */
export function canonicalTimezone(name: string): string | null {
  if (!NAME_CHARACTERS.test(name)) return null;
  return accepted().get(name.toLowerCase()) ?? null;
}

/** What a time zone field accepts, for error messages. */
export const TIMEZONE_RULE =
  'an IANA time zone name: Area/City, such as Europe/Paris or Asia/Kolkata, or UTC';
