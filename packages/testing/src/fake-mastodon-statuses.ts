import type { FakeMastodonAccount, MastodonCore } from './fake-mastodon-core';
import type { FakeMastodonMediaStore } from './fake-mastodon-media';

export interface FakeMastodonStatus {
  id: string;
  account: FakeMastodonAccount;
  text: string;
  spoilerText: string;
  visibility: string;
  inReplyToId: string | null;
  mediaIds: string[];
  /** The status this one boosts, for a reblog. */
  reblogOfId: string | null;
  createdAt: Date;
  favourites: number;
  reblogs: number;
  replies: number;
}

export type FakeMastodonCounts = Partial<
  Pick<FakeMastodonStatus, 'favourites' | 'reblogs' | 'replies'>
>;

export interface FakeMastodonStatuses {
  /** Every status posted, boosts included, in the order they were made. */
  statuses: FakeMastodonStatus[];
  /** The instance's character limit (Mastodon's default: 500). */
  maxCharacters: number;
  /** What people did with a status since, as the counts of its next reads show. */
  setCounts(id: string, counts: FakeMastodonCounts): void;
  /** The Status entity, as Mastodon answers it. */
  entity(status: FakeMastodonStatus): Record<string, unknown>;
}

export const MAX_MEDIA_ATTACHMENTS = 4;
export const CHARACTERS_RESERVED_PER_URL = 23;

/**
 * Mastodon's count: grapheme clusters of the content warning and the text, each URL counting as
 * 23 whatever its length (without the punctuation that ends a sentence after it), and a remote
 * mention `@name@domain` as `@name`.
 */
export function countCharacters(text: string): number {
  const counted = text
    .replace(/https?:\/\/\S+?(?=[.,:;!?'")\]]*(\s|$))/g, 'x'.repeat(CHARACTERS_RESERVED_PER_URL))
    .replace(/(@\w+)@[\w.-]+\w/g, '$1');
  return [...new Intl.Segmenter().segment(counted)].length;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br />');
// Plain text as Mastodon renders it: paragraphs at blank lines, line breaks within them.
const html = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');

export function addStatuses<Core extends MastodonCore & FakeMastodonMediaStore>(
  core: Core,
): Core & FakeMastodonStatuses {
  // From the newest: replies and reblogs name recent statuses, and most statuses name none.
  const find = (id: string | null) =>
    id === null ? undefined : fake.statuses.findLast((status) => status.id === id);
  const fake = Object.assign(core, {
    statuses: [] as FakeMastodonStatus[],
    maxCharacters: 500,
    setCounts: (id: string, counts: FakeMastodonCounts) => void Object.assign(find(id)!, counts),
    entity: (status: FakeMastodonStatus): Record<string, unknown> => {
      const original = find(status.reblogOfId);
      const { username } = status.account;
      return {
        id: status.id,
        uri: `${core.url}/users/${username}/statuses/${status.id}${original ? '/activity' : ''}`,
        url: original ? null : `${core.url}/@${username}/${status.id}`,
        created_at: status.createdAt.toISOString(),
        account: core.accountEntity(status.account),
        content: original ? '' : html(status.text),
        spoiler_text: status.spoilerText,
        sensitive: status.spoilerText !== '',
        visibility: status.visibility,
        in_reply_to_id: status.inReplyToId,
        in_reply_to_account_id: find(status.inReplyToId)?.account.id ?? null,
        reblog: original ? fake.entity(original) : null,
        media_attachments: status.mediaIds.map((id) => fake.mediaEntity(id)),
        favourites_count: status.favourites,
        reblogs_count: status.reblogs,
        replies_count: status.replies,
      };
    },
  });
  return fake;
}
