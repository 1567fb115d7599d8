import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './support/app';

/** Signs in through the form as a browser would, keeping the cookie the answer sets. */
async function browserSignIn(app: ReturnType<typeof useTestApp>, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name: 'Someone', email }).toString(),
  });
  expect(response.statusCode).toBe(302);
  const token = new URL(response.headers.location as string).searchParams.get('token')!;
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((line) => line?.startsWith('qp_signin='));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\/auth/);
  return { token, cookie: cookie!.split(';')[0]! };
}

describe('a sign-in redirect belongs to the browser that signed in', () => {
  const app = useTestApp();
  const confirm = (token: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/confirm',
      headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
    });

  it('confirms the token of this browser’s own sign-in', async () => {
    const { token, cookie } = await browserSignIn(app, 'own@example.com');
    const response = await confirm(token, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ startedHere: true });
  });

  it('does not confirm a token that arrived in a link from someone else', async () => {
    const victim = await browserSignIn(app, 'victim@example.com');
    const attacker = await browserSignIn(app, 'attacker@example.com');
    // The victim's browser holds its own mark, not the attacker's.
    expect((await confirm(attacker.token, victim.cookie)).json()).toEqual({ startedHere: false });
    expect((await confirm(attacker.token)).json()).toEqual({ startedHere: false });
    const forged = victim.cookie.replace(/=.*/, `=${attacker.cookie.split('=')[1]!.slice(0, 20)}`);
    expect((await confirm(attacker.token, forged)).json()).toEqual({ startedHere: false });
  });

  it('needs a live token', async () => {
    expect((await confirm('not-a-token')).statusCode).toBe(401);
  });
});
