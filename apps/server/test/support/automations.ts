import type { AccountAutomations, NetworkKey } from '@quillpost/shared';
import { sealCredentials } from '../../src/accounts/credentials';
import { upsertAccountRow } from '../../src/accounts/repository';
import { publicationParts, publications } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { App } from '../../src/types';
import { bearer } from './app';
import type { FakePublishingX } from './fake-publishing-x';
import { savePost } from './publishing';

/** An account of the user on a network's sandbox, stored as a finished connect would store it. */
export async function sandboxAccountOn(
  app: App,
  userId: string,
  network: NetworkKey,
  options: { maxLength?: number } = {},
) {
  const now = new Date();
  const handle = `${network}-${newId().slice(-8)}`;
  const row = await upsertAccountRow(app.deps.db, {
    id: newId(),
    userId,
    network,
    remoteId: handle,
    handle,
    name: handle,
    provider: 'sandbox',
    status: 'connected',
    credentials: sealCredentials(app.deps.encryption, {}),
    expiresAt: null,
    maxLength: options.maxLength ?? null,
    connectedAt: now,
    updatedAt: now,
  });
  return row.id;
}

export const automationsUrl = (accountId: string) => `/api/v0/accounts/${accountId}/automations`;

export const putAutomations = (app: App, token: string, accountId: string, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: automationsUrl(accountId),
    headers: bearer(token),
    payload: body as object,
  });

export async function getAutomations(app: App, token: string, accountId: string) {
  const response = await app.inject({ url: automationsUrl(accountId), headers: bearer(token) });
  return response.json() as AccountAutomations;
}

/** Settings with both automations on, overridable in part. */
export const automationsBody = (
  plug: Partial<AccountAutomations['autoPlug']> = {},
  repost: Partial<AccountAutomations['autoRepost']> = {},
) => ({
  autoPlug: {
    enabled: true,
    likes: 5,
    texts: ['Get the guide: https://example.com/guide'],
    ...plug,
  },
  autoRepost: { enabled: true, afterHours: 12, ...repost },
});

/**
 * A tweet that went out on the in-memory X at `publishedAt`, written straight to the database
 * with its post made on the fake: what the publishing worker leaves behind.
 */
export async function publishedTweet(
  app: App,
  fake: FakePublishingX,
  owner: { userId: string; accountId: string; handle: string },
  input: { text: string; publishedAt: Date },
) {
  const made = fake.postAs(owner.handle, input.text);
  const id = newId();
  const postId = await savePost(app, owner.userId, 'tweet', input.text);
  await app.deps.db.insert(publications).values({
    id,
    userId: owner.userId,
    postId,
    accountId: owner.accountId,
    network: 'x',
    kind: 'tweet',
    status: 'published',
    publishAt: input.publishedAt,
    publishedAt: input.publishedAt,
  });
  await app.deps.db.insert(publicationParts).values({
    publicationId: id,
    position: 1,
    text: input.text,
    status: 'published',
    xPostId: made.id,
    url: `https://x.example/${owner.handle}/status/${made.id}`,
    publishedAt: input.publishedAt,
  });
  return { publicationId: id, remoteId: made.id };
}
