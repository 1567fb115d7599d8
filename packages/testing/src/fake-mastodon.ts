import { addApps, type FakeMastodonApps } from './fake-mastodon-apps';
import { startCore, withScope, type FakeMastodonAccount } from './fake-mastodon-core';
import {
  addMedia,
  DESCRIPTION_LIMIT,
  IMAGE_TYPES,
  type FakeMastodonMediaStore,
} from './fake-mastodon-media';
import { addOAuth, type FakeMastodonOAuth } from './fake-mastodon-oauth';
import { addPosting, type FakeMastodonPosting } from './fake-mastodon-posting';
import {
  addStatuses,
  CHARACTERS_RESERVED_PER_URL,
  MAX_MEDIA_ATTACHMENTS,
  type FakeMastodonStatuses,
} from './fake-mastodon-statuses';
import { addTimeline, type FakeMastodonTimeline } from './fake-mastodon-timeline';

export interface FakeMastodonOptions {
  /** The fake's clock: statuses' times, and how long codes and Idempotency-Keys last. */
  now?: () => Date;
}

/**
 * A fake Mastodon instance over HTTPS on loopback, answering what masto 8 asks: app
 * registration, the OAuth code flow, the account, the instance's limits, statuses (with
 * Idempotency-Key), an account's statuses in pages, boosts, and image uploads. Errors are
 * Mastodon's `{ error }` answers, and each endpoint wants the scopes Mastodon's does.
 */
export interface FakeMastodon
  extends
    FakeMastodonApps,
    FakeMastodonOAuth,
    FakeMastodonStatuses,
    FakeMastodonPosting,
    FakeMastodonTimeline,
    FakeMastodonMediaStore {
  /** The instance's address, what a person types in to connect it. */
  url: string;
  domain: string;
  /** The next of the increasing ids statuses and media take, for a status a test makes. */
  nextId(): string;
  /** Time taken before every answer. */
  delayMs: number;
  /**
   * Answer every request as a web server that is not Mastodon does: with a 404 page, or with
   * its home page (200, HTML).
   */
  notMastodon: false | 'not_found' | 'web_page';
  close(): Promise<void>;
}

export type { FakeMastodonAccount };

export async function startFakeMastodon(options: FakeMastodonOptions = {}): Promise<FakeMastodon> {
  const core = await startCore(options.now ?? (() => new Date()));
  const fake = addTimeline(addPosting(addStatuses(addMedia(addOAuth(addApps(core))))));

  fake.route(
    'GET',
    '/api/v1/accounts/verify_credentials',
    withScope(['read', 'read:accounts', 'profile'], (_request, grant) => ({
      status: 200,
      body: fake.accountEntity(grant.account),
    })),
  );

  fake.route('GET', '/api/v2/instance', () => ({
    status: 200,
    body: {
      domain: fake.domain,
      title: 'Fake Mastodon',
      version: '4.4.0',
      source_url: 'https://github.com/mastodon/mastodon',
      configuration: {
        statuses: {
          max_characters: fake.maxCharacters,
          max_media_attachments: MAX_MEDIA_ATTACHMENTS,
          characters_reserved_per_url: CHARACTERS_RESERVED_PER_URL,
        },
        media_attachments: {
          supported_mime_types: IMAGE_TYPES,
          description_limit: DESCRIPTION_LIMIT,
          image_size_limit: 16 * 1024 * 1024,
        },
      },
    },
  }));
  return fake;
}
