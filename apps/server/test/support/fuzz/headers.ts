/** Request headers that are malformed, contradictory or out of range; each case sends one set. */
export const HOSTILE_HEADERS: readonly { what: string; headers: Record<string, string> }[] = [
  { what: 'malformed cookies', headers: { cookie: 'XSRF-TOKEN=%zz; qp_oidc=s%3Ax.y; =; a' } },
  {
    what: 'XSRF cookie with a different header',
    headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'x'.repeat(4_000) },
  },
  { what: 'origin null', headers: { origin: 'null' } },
  { what: 'foreign origin', headers: { origin: 'https://evil.example' } },
  { what: 'forwarded for garbage', headers: { 'x-forwarded-for': 'garbage, 999.1.1.1, ::1' } },
  { what: 'odd encodings', headers: { 'accept-encoding': 'gzip;q=2, br;q=-1, *;q=x' } },
  { what: 'range past the end', headers: { range: 'bytes=99999999-' } },
  { what: 'malformed range', headers: { range: 'bytes=b-a, -' } },
  {
    what: 'malformed conditions',
    headers: { 'if-none-match': '*', 'if-modified-since': 'yesterday' },
  },
  { what: 'accept nothing the API answers', headers: { accept: 'image/png;q=0.5, */*;q=0' } },
];
