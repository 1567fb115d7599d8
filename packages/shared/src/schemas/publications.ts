import { z } from 'zod';
import { storableText } from '../text';
import { idList } from './id-list';
import { queryYearsMessage, withinQueryYears } from './query-dates';
import { ZId } from './ids';
import { ZPageLimit } from './paging';
import { PUBLISHABLE_KINDS } from '../kinds';
import { ZPublicationAutomation } from './automations';
import { PUBLICATION_AUTOMATIONS } from './evergreen';

export const PUBLICATION_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'canceled',
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PART_STATUSES = ['pending', 'published', 'failed'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/** How far ahead a publication may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;

/**
 * How far back the schedule screen lists publications (`from`): what is still to go out, and
 * what went out or failed lately. Older figures are on the analytics screen.
 */
export const SCHEDULE_HISTORY_DAYS = 30;

/** The `from` of the schedule screen's list at `now`. */
export const scheduleHistoryFrom = (now: Date): string =>
  new Date(now.getTime() - SCHEDULE_HISTORY_DAYS * 86_400_000).toISOString();

const PUBLISH_AT_MESSAGE =
  'publishAt must be "now", "next-slot", or an ISO 8601 date-time with Z or an offset, such as 2026-11-23T09:00:00+01:00';

/**
 * The instants the database reads as the driver writes them (ISO 8601 in UTC): years 1 to 9999.
 * An offset can move a wall-clock time of year 1 or 9999 out of them.
 */
const FIRST_STORABLE = Date.parse('0001-01-01T00:00:00Z');
const LAST_STORABLE = Date.parse('9999-12-31T23:59:59.999Z');
const isStorableInstant = (value: string) => {
  const at = Date.parse(value);
  return at >= FIRST_STORABLE && at <= LAST_STORABLE;
};

const isoWithOffset = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be an ISO 8601 date-time with Z or an offset, such as 2026-11-23T09:00:00+01:00`,
  });

export const ZPublishAt = z.union(
  [
    z.literal('now'),
    z.literal('next-slot'),
    isoWithOffset('publishAt').refine(
      isStorableInstant,
      'publishAt must fall in the years 1 to 9999 (UTC)',
    ),
  ],
  {
    error: PUBLISH_AT_MESSAGE,
  },
);
export type PublishAt = z.infer<typeof ZPublishAt>;

export const ZCreatePublicationRequest = z.object({
  postId: storableText('postId', 'postId must be the _id of a post').pipe(
    z.string().min(1, 'postId must be the _id of a post'),
  ),
  publishAt: ZPublishAt,
  /** The account it goes out on; without it, the user's only account. */
  accountId: z.uuidv7({ error: 'accountId must be the _id of one of your accounts' }).optional(),
  /** Send the post's links as a reply of their own instead of inside the post. */
  linksInReply: z.boolean({ error: 'linksInReply must be true or false' }).optional(),
});
export type CreatePublicationRequest = z.infer<typeof ZCreatePublicationRequest>;

export const ZReschedulePublicationRequest = z.object({ publishAt: ZPublishAt });
export type ReschedulePublicationRequest = z.infer<typeof ZReschedulePublicationRequest>;

/** A page of the publications list when `limit` does not say: the newest 50 by publishing time. */
export const PUBLICATIONS_PAGE_DEFAULT = 50;

/** What the schedule screen shows: everything but canceled publications. */
export const SCHEDULE_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
] as const satisfies readonly PublicationStatus[];

const STATUS = `(?:${PUBLICATION_STATUSES.join('|')})`;
const STATUS_LIST = new RegExp(`^${STATUS}(?:,${STATUS})*$`);
const STATUS_MESSAGE = `status must be one or more of ${PUBLICATION_STATUSES.join(', ')}, separated by commas`;

export const ZListPublicationsQuery = z.object({
  /** One status, or several separated by commas (`scheduled,publishing`). */
  status: z
    .string({ error: STATUS_MESSAGE })
    .regex(STATUS_LIST, STATUS_MESSAGE)
    .transform((value) => [...new Set(value.split(','))] as PublicationStatus[])
    .optional(),
  from: isoWithOffset('from').refine(withinQueryYears, queryYearsMessage('from')).optional(),
  to: isoWithOffset('to').refine(withinQueryYears, queryYearsMessage('to')).optional(),
  /** Only the publications of these posts (a page of post cards), whenever they went out. */
  postIds: idList('postIds', 'post').optional(),
  /** Only what goes out (or went out) on this account. */
  accountId: ZId.optional(),
  /** At most this many, the newest by publishing time before `before`, still in publishing order. */
  limit: ZPageLimit.default(PUBLICATIONS_PAGE_DEFAULT),
  /** Pages back: the publications before this one (the first of the previous page). */
  before: ZId.optional(),
});
export type ListPublicationsQuery = z.infer<typeof ZListPublicationsQuery>;

export const ZPublicationPart = z.object({
  position: z.number().int(),
  text: z.string(),
  status: z.enum(PART_STATUSES),
  xPostId: z.string().nullable(),
  url: z.string().nullable(),
  /** The media ids that go out with this part, in order. */
  media: z.array(z.string()),
});
export type PublicationPart = z.infer<typeof ZPublicationPart>;

export const ZPublication = z.object({
  _id: z.string(),
  postId: z.string(),
  kind: z.enum(PUBLISHABLE_KINDS),
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string(),
  publishedAt: z.string().nullable(),
  error: z.string().nullable(),
  /** True when it went out (or started to) more than a minute after its time: no worker ran. */
  late: z.boolean(),
  /** The post's links go out as one last reply of their own. */
  linksInReply: z.boolean(),
  /** The account it goes out on (null once that account is disconnected), and its network. */
  accountId: z.string().nullable(),
  network: z.string(),
  /** `evergreen` when an evergreen post's variant was scheduled by Quillpost; null when by hand. */
  automation: z.enum(PUBLICATION_AUTOMATIONS).nullable(),
  parts: z.array(ZPublicationPart),
  /** The plug and the repost the account's automations made of it, once each is planned. */
  automations: z.array(ZPublicationAutomation),
});
export type Publication = z.infer<typeof ZPublication>;

export const ZPublicationResponse = z.object({ publication: ZPublication });
export const ZPublicationsResponse = z.object({ publications: z.array(ZPublication) });
