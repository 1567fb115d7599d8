import { API_URL, readXsrfToken } from '@/lib/api-client';

export interface Person {
  _id: string;
  name: string;
  email: string;
}

/** What to do with a token that arrives in the address while this browser may be signed in. */
export type ArrivingTokenVerdict =
  { action: 'keep' } | { action: 'ignore' } | { action: 'ask'; current: Person; arriving: Person };

const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  Accept: 'application/json',
});

async function whoIs(token: string): Promise<Person | null> {
  const response = await fetch(`${API_URL}/api/v0/users/me`, { headers: bearer(token) });
  return response.ok ? ((await response.json()) as { user: Person }).user : null;
}

async function startedHere(token: string): Promise<boolean> {
  const xsrf = readXsrfToken();
  const response = await fetch(`${API_URL}/auth/confirm`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...bearer(token), ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
  });
  return response.ok && ((await response.json()) as { startedHere: boolean }).startedHere;
}

/**
 * A token from this browser's own sign-in replaces the session; one that arrived otherwise (a
 * link) never does silently: the person is asked, unless it is the same account.
 */
export async function checkArrivingToken(input: {
  arriving: string;
  current: string;
}): Promise<ArrivingTokenVerdict> {
  if (!input.current || (await startedHere(input.arriving))) return { action: 'keep' };
  const [current, arriving] = await Promise.all([whoIs(input.current), whoIs(input.arriving)]);
  if (!arriving) return { action: 'ignore' };
  if (!current || current._id === arriving._id) return { action: 'keep' };
  return { action: 'ask', current, arriving };
}
