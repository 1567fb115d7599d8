import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { POST_SOURCES, type EvergreenSettings } from '@quillpost/shared';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** One uploaded image of a publication part, as the network named it. */
export interface SavedRemoteMedia {
  mediaId: string;
  remoteId: string;
  /** What the network needs besides the id to attach it (Bluesky's blob reference). */
  ref?: string;
  /** Until when the network keeps an upload that no post uses yet; absent: no known end. */
  expiresAt?: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Stored lower-case, so one person has one account whatever the casing. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    googleSubject: text('google_subject'),
    plan: text('plan').notNull().default('free'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    format: text('format').notNull(),
    voice: text('voice').notNull(),
    tags: text('tags').notNull(),
    /** `generated`, `written` (the person's own text) or `variant` (an evergreen rewrite). */
    source: text('source', { enum: POST_SOURCES }).notNull().default('generated'),
    /** The evergreen post a variant was written from. */
    variantOf: text('variant_of').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /** Null unless the post comes back in fresh words (evergreen_cycles holds each time). */
    evergreen: jsonb('evergreen').$type<EvergreenSettings>(),
    /** Media ids per part: index i holds the images of part i + 1. */
    media: jsonb('media').$type<string[][]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    // Ids are UUIDv7, so ordering by id is ordering by creation time. Pages order by the id as a
    // uuid, an order only this index gives: ordered by the text id, the planner may walk the
    // primary key backwards through everyone's newer posts looking for one library's newest.
    index('posts_user_kind_uuid_idx').on(t.userId, t.kind, sql`(${t.id}::uuid)`),
    check('posts_source_check', sql`${t.source} IN ('generated', 'written', 'variant')`),
  ],
);

/** Generations used per user and month; kept apart from posts so deleting one gives nothing back. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_order_id_key').on(t.providerOrderId),
    index('orders_user_idx').on(t.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    providerPaymentId: text('provider_payment_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_key').on(t.providerPaymentId),
    uniqueIndex('payments_order_id_key').on(t.orderId),
  ],
);

/**
 * A post going out to X. `lease_token` and `lease_until` name the one worker publishing it now;
 * another worker takes it over only once the lease has run out.
 */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Not a foreign key: what went out stays on record after the post is deleted. */
    postId: text('post_id').notNull(),
    /** The account it goes out on; null once that account is disconnected. */
    accountId: text('account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    /** The account's network, kept when the account is gone. */
    network: text('network').notNull().default('x'),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    error: text('error'),
    late: boolean('late').notNull().default(false),
    /** The post's links go out as a reply of their own (X charges far more for a post with one). */
    linksInReply: boolean('links_in_reply').notNull().default(false),
    /** `evergreen` when Quillpost scheduled it for an evergreen post's variant; null by hand. */
    automation: text('automation', { enum: ['evergreen'] }),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('publications_user_publish_at_idx').on(t.userId, t.publishAt),
    // Analytics reads a user's publications by the time they went out.
    index('publications_user_published_at_idx').on(t.userId, t.publishedAt),
    // Post cards ask for their own posts' publications, a page at a time.
    index('publications_user_post_idx').on(t.userId, t.postId),
    // What an account posted is read before each of its publications goes out (the duplicate
    // check): its publications, not every publication's parts.
    index('publications_account_idx').on(t.accountId),
    // Publications being published, by their lease's end: the look for lapsed leases (a worker
    // that died holding one) reads only these, however many publications there are.
    index('publications_publishing_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'publishing'`),
    // The schedule screen pages through what is not canceled, newest first: however many
    // canceled rows a user piles up, a page reads only its own rows.
    index('publications_user_shown_idx')
      .on(t.userId, t.publishAt, t.id)
      .where(sql`${t.status} <> 'canceled'`),
    // One live publication per post and account: the database refuses a second even when two
    // requests race.
    uniqueIndex('publications_post_account_live_key')
      .on(t.postId, t.accountId)
      .where(sql`${t.status} in ('scheduled', 'publishing')`),
    check('publications_automation_check', sql`${t.automation} IN ('evergreen')`),
  ],
);

/**
 * The posts a publication sends, in order. `sending` is written before the request to X goes
 * out, so a worker that dies mid-request leaves a mark that the outcome must be found out.
 */
export const publicationParts = pgTable(
  'publication_parts',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    /** The post's id on its network, once known. */
    xPostId: text('remote_id'),
    /** What replying to the post needs besides its id (Bluesky's content hash). */
    remoteRef: text('remote_ref'),
    /**
     * Chosen and saved before the part is first sent, the same on every resend: Mastodon's
     * Idempotency-Key, Bluesky's record key.
     */
    sendKey: text('send_key'),
    url: text('url'),
    /** The media ids that go out with this part, in order. */
    media: jsonb('media').$type<string[]>().notNull().default([]),
    /**
     * What each image became at the network, saved right after its upload and before the part is
     * sent, so no image of a part is uploaded twice.
     */
    remoteMedia: jsonb('remote_media').$type<SavedRemoteMedia[]>().notNull().default([]),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** `duplicateHash` of the text and its author, null on rows written before it was kept. */
    duplicateHash: text('duplicate_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.position] }),
    // The duplicate check looks up the new parts' texts, not every text the account posted.
    index('publication_parts_duplicate_hash_idx').on(t.duplicateHash),
    // Whether an imported post is one of the person's own publications is a lookup by its id on
    // the network, not a pass over every part.
    index('publication_parts_remote_id_idx').on(t.xPostId),
  ],
);

/** A connect flow under way: one-time state bound to the user who asked, and its PKCE verifier. */
export const xConnectStates = pgTable(
  'connect_states',
  {
    /** The network being connected, its provider, and the instance for Mastodon. */
    network: text('network').notNull().default('x'),
    provider: text('provider').notNull().default('real'),
    instance: text('instance'),
    /** SHA-256 of the state sent to X, so the table alone cannot finish someone's flow. */
    stateHash: text('state_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Encrypted like the tokens. */
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('connect_states_expires_idx').on(t.expiresAt)],
);

/** What sandbox X "posted": kept only so the local read-only view can show it. */
export const xSandboxPosts = pgTable(
  'x_sandbox_posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    replyToId: text('reply_to_id'),
    createdAt: createdAt(),
  },
  (t) => [index('x_sandbox_posts_author_idx').on(t.authorId, t.createdAt)],
);

/** Publishing settings: time zone and weekly slots; defaults apply while there is no row. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull(),
  slots: jsonb('slots').$type<{ weekday: number; time: string }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One read of one published part's figures at X. Never updated: each read adds a row, so figures
 * have a history; answers use the latest row of each part. Link and profile clicks are null where
 * X never reported them for the part.
 */
export const metricSnapshots = pgTable(
  'metric_snapshots',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    xPostId: text('remote_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** Null where the network reports no impressions (Bluesky, Mastodon). */
    impressions: integer('impressions'),
    likes: integer('likes').notNull(),
    reposts: integer('reposts').notNull(),
    replies: integer('replies').notNull(),
    quotes: integer('quotes').notNull(),
    bookmarks: integer('bookmarks').notNull(),
    linkClicks: integer('link_clicks'),
    profileClicks: integer('profile_clicks'),
    /** Figures made up by sandbox X, not read from X. */
    simulated: boolean('simulated').notNull().default(false),
  },
  // The latest read of a part is the first entry of its range in this index.
  (t) => [
    index('metric_snapshots_part_read_idx').on(t.publicationId, t.position, t.readAt.desc()),
    // The style and best times read the latest snapshot of every part of one person in one pass.
    index('metric_snapshots_user_part_read_idx').on(
      t.userId,
      t.publicationId,
      t.position,
      t.readAt.desc(),
    ),
  ],
);

/** Who is reading a user's figures now: one reader per user at a time, so no post is read twice. */
export const metricReadLeases = pgTable('metric_read_leases', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
});

/**
 * A connected account on one network; a user may connect several on any networks. The values of
 * `credentials` (tokens, an app password) are each encrypted with ENCRYPTION_KEY; what they are
 * is the network's own business.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    remoteId: text('remote_id').notNull(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    /** `real`, or `sandbox` for the network's local stand-in. */
    provider: text('provider').notNull(),
    /** `connected`, or `reconnect` once the network refused to renew access. */
    status: text('status').notNull().default('connected'),
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull(),
    /** When the access credential ends; null when it does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The most a post may hold, where the network's server says (Mastodon). */
    maxLength: integer('max_length'),
    /**
     * Who is renewing the credentials, and until when (`session.ts`): taken before the network's
     * refresh call and given back after it, so no row lock or transaction waits on the network.
     */
    refreshLeaseToken: text('refresh_lease_token'),
    refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('accounts_user_remote_key').on(t.userId, t.network, t.remoteId),
    index('accounts_user_idx').on(t.userId, t.connectedAt),
  ],
);

/** Values a network keeps between calls (a Mastodon app registration per instance), sealed. */
export const networkKeyValues = pgTable(
  'network_key_values',
  {
    network: text('network').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.network, t.key] })],
);

/** What the networks' sandboxes "posted": kept so it can be shown, found again and measured. */
export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    network: text('network').notNull(),
    id: text('id').notNull(),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    replyToId: text('reply_to_id'),
    /** The key of the send that made it: a resend with the same key finds it. */
    sendKey: text('send_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.id] }),
    uniqueIndex('sandbox_posts_send_key').on(t.network, t.sendKey),
    index('sandbox_posts_author_idx').on(t.network, t.authorId, t.id),
  ],
);

/**
 * The calls to a network that cost money, as they were made (only X charges): one row per
 * call, with the posts it created or read and what it cost at the prices of the day.
 */
export const networkSpend = pgTable(
  'network_spend',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the account is disconnected; what was spent stays on record. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    network: text('network').notNull(),
    /** Which price applied: `post`, `post_with_link`, `media_metadata` or `read`. */
    call: text('call').notNull(),
    /** Posts created or read by the call, each charged the price. */
    units: integer('units').notNull(),
    /** Millionths of a US dollar, so sums are exact. */
    usdMicros: integer('usd_micros').notNull(),
    /** What the call made (a post's id on the network); null for reads. */
    ref: text('ref'),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The analytics answer sums a user's spend on a network over a month.
    index('network_spend_user_network_made_at_idx').on(t.userId, t.network, t.madeAt),
    // A post is paid for once: found again by a lookup after a lost answer, it is not recorded twice.
    uniqueIndex('network_spend_network_ref_key')
      .on(t.network, t.ref)
      .where(sql`${t.ref} is not null`),
  ],
);

/**
 * Images people uploaded. On PostgreSQL the image is kept in `data`, so every instance sharing the
 * database serves it; beside an embedded database it is a file of the media folder named by
 * `file_name`, and `data` is null.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altText: text('alt_text').notNull().default(''),
    /** The image as kept: location and camera metadata already removed. */
    data: bytea('data'),
    /** The file in the media folder that holds the image, when `data` does not. */
    fileName: text('file_name'),
    createdAt: createdAt(),
  },
  (t) => [index('media_user_idx').on(t.userId)],
);

/**
 * The account's own posts read from its network's history, with their figures at the import, one
 * row per post: imported again, a post is never a second row.
 */
export const importedPosts = pgTable(
  'imported_posts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    /** The post's id on its network. */
    remoteId: text('remote_id').notNull(),
    text: text('text').notNull(),
    /** `duplicateHash` of the text and its author, null on rows written before it was kept. */
    duplicateHash: text('duplicate_hash'),
    url: text('url').notNull(),
    replyToId: text('reply_to_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    likes: integer('likes').notNull(),
    reposts: integer('reposts').notNull(),
    replies: integer('replies').notNull(),
    /** Null where the network does not report them. */
    quotes: integer('quotes'),
    bookmarks: integer('bookmarks'),
    impressions: integer('impressions'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('imported_posts_account_remote_key').on(t.accountId, t.remoteId),
    index('imported_posts_user_posted_at_idx').on(t.userId, t.postedAt),
    index('imported_posts_account_duplicate_hash_idx').on(t.accountId, t.duplicateHash),
  ],
);

/**
 * The latest history import of each account. While `running`, `cursor` is where the next page
 * starts, saved with each page's posts, so a worker that takes the job over goes on from there.
 */
export const historyImports = pgTable('history_imports', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `running`, `done` or `failed`. */
  status: text('status').notNull(),
  /** Posts this run added. */
  imported: integer('imported').notNull().default(0),
  /** Posts this run read, imported before or not: a run stops at the import limit. */
  read: integer('read').notNull().default(0),
  cursor: text('cursor'),
  /** The newest post an earlier finished run read: this run reads only posts after it. */
  newerThan: text('newer_than'),
  /** The newest post this run read, which becomes `newerThan` once it is done. */
  newestSeen: text('newest_seen'),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Whether the person's learned style is used, and which of their posts they pinned as examples
 * or dropped from them; the style itself is measured from their posts on every read.
 */
export const styleSettings = pgTable('style_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  pinned: jsonb('pinned').$type<string[]>().notNull().default([]),
  dropped: jsonb('dropped').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What an account does by itself after a post went out: a plug replied under a post whose likes
 * reach `plugLikes` (the texts taken in turn from `plugTurn`), and a repost `repostAfterHours`
 * after it went out.
 */
export const accountAutomations = pgTable('account_automations', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plugEnabled: boolean('plug_enabled').notNull(),
  plugLikes: integer('plug_likes').notNull(),
  plugTexts: jsonb('plug_texts').$type<string[]>().notNull().default([]),
  /** Which text the next plug starts looking from. */
  plugTurn: integer('plug_turn').notNull().default(0),
  repostEnabled: boolean('repost_enabled').notNull(),
  repostAfterHours: integer('repost_after_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One plug or repost of one publication: the key makes a second one impossible, whatever runs
 * twice. `sending` is taken (with a lease and a try count) before the network is called, so a
 * later try knows the call may have gone out and looks before acting again.
 */
export const publicationAutomations = pgTable(
  'publication_automations',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** `waiting`, `sending`, `done` or `failed`. */
    status: text('status').notNull(),
    /** When it is due; once done, when it went out. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The plug's text, chosen once before its first send and kept for every later look. */
    text: text('text'),
    /** `duplicateHash` of the text and its author, null on rows written before it was kept. */
    duplicateHash: text('duplicate_hash'),
    /** Chosen before the first call, the same on every later one (Mastodon, Bluesky). */
    sendKey: text('send_key'),
    tries: integer('tries').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    remoteId: text('remote_id'),
    url: text('url'),
    error: text('error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.kind] }),
    index('publication_automations_unfinished_idx')
      .on(t.at)
      .where(sql`${t.status} in ('waiting', 'sending')`),
    // Plugs' chosen texts only: other automations have no text, so no hash, and the duplicate
    // check's look for rows without one would read every one of them.
    index('publication_automations_plug_duplicate_hash_idx')
      .on(t.duplicateHash)
      .where(sql`${t.kind} = 'plug' and ${t.text} is not null`),
  ],
);

/**
 * Each time an evergreen post comes back: the claim of one cycle, made before its variant is
 * written. The primary key (one row per original and cycle) and the unique publication it follows
 * keep a restart, a second worker or a repeated job to one variant and one slot per cycle; the
 * variant and its publication are each written only where the row has none yet.
 */
export const evergreenCycles = pgTable(
  'evergreen_cycles',
  {
    originalId: text('original_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** 1 for the first variant, counting skipped ones. */
    cycle: integer('cycle').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The publication that went out (or was skipped) before this cycle. */
    afterPublicationId: text('after_publication_id').notNull(),
    /** The account the variant goes out on: the one the post last went out on. */
    accountId: text('account_id'),
    /** `everyDays` after the last time the post went out: the variant's slot is not earlier. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    variantId: text('variant_id'),
    publicationId: text('publication_id'),
    /** `writing`, `scheduled`, `failed` (see `error`) or `ended` (past `until`, or stopped). */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.originalId, t.cycle] }),
    uniqueIndex('evergreen_cycles_after_publication_key').on(t.afterPublicationId),
    index('evergreen_cycles_publication_idx').on(t.publicationId),
    check(
      'evergreen_cycles_status_check',
      sql`${t.status} IN ('writing', 'scheduled', 'failed', 'ended')`,
    ),
  ],
);
