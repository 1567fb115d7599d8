import type { LightMyRequestResponse } from 'fastify';
import type { Publication } from '@quillpost/shared';
import { publishPublication } from '../../../src/publications/publish';
import type { App } from '../../../src/types';
import { bearer, postBody, signIn } from '../app';
import { generate, post } from '../requests';
import { callback, startConnect } from '../x';

/** A signed-in user with one of everything, and the ids and names of what they own. */
export interface FuzzUser {
  token: string;
  own: string[];
}

function answer<T>(response: LightMyRequestResponse, status: number, what: string): T {
  if (response.statusCode !== status) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  }
  return (response.body ? response.json() : undefined) as T;
}

const idOf = (response: LightMyRequestResponse, kind: string) =>
  answer<Record<string, { _id: string }>>(response, 201, `generating a ${kind}`)[kind]!._id;

/** Connects the user's account on sandbox X through its consent form. */
async function connectSandboxX(app: App, token: string, username: string): Promise<void> {
  const { authorize, cookie } = await startConnect(app, token);
  const consent = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      state: authorize.searchParams.get('state')!,
      code_challenge: authorize.searchParams.get('code_challenge')!,
      username,
    }).toString(),
  });
  answer(consent, 302, 'the sandbox consent form');
  await callback(app, new URL(consent.headers.location as string), cookie);
}

/**
 * Signs a new user in and gives them, through the API, a tweet, a thread and an idea, a sandbox
 * X account, weekly slots, a tweet published on sandbox X, a thread scheduled for the next slot
 * and an order: hostile input sent with their ids reaches real rows, not only 404s.
 */
export async function seededUser(app: App): Promise<FuzzUser> {
  const token = await signIn(app);
  const username = 'fuzz_writer';
  const tweet = idOf(await generate(app, token, 'tweets', postBody()), 'tweet');
  const thread = idOf(await generate(app, token, 'threads', postBody()), 'thread');
  const idea = idOf(await generate(app, token, 'ideas', postBody({ format: 'tweet' })), 'idea');
  await connectSandboxX(app, token, username);
  const settings = await app.inject({
    method: 'PUT',
    url: '/api/v0/settings',
    headers: bearer(token),
    payload: { timezone: 'Europe/Paris', slots: [{ weekday: 1, time: '09:00' }] },
  });
  answer(settings, 200, 'saving the settings');

  const schedule = async (postId: string, publishAt: string) =>
    answer<{ publication: Publication }>(
      await post(app, '/api/v0/publications', token, { postId, publishAt }),
      201,
      `scheduling ${publishAt}`,
    ).publication;
  const published = await schedule(tweet, 'now');
  await publishPublication(app.deps, published._id, {
    signal: new AbortController().signal,
    retryCount: 0,
  });
  const publishedAnswer = await app.inject({
    url: `/api/v0/publications/${published._id}`,
    headers: bearer(token),
  });
  const [part] = answer<{ publication: Publication }>(publishedAnswer, 200, 'the publication')
    .publication.parts;
  if (!part?.xPostId) throw new Error(`the tweet did not go out: ${publishedAnswer.body}`);
  const scheduled = await schedule(thread, 'next-slot');

  const order = answer<{ id: string }>(
    await post(app, '/api/payments/create-order', token, { plan: '9_dollars' }),
    200,
    'creating an order',
  );
  return {
    token,
    own: [tweet, thread, idea, published._id, scheduled._id, part.xPostId, username, order.id],
  };
}
