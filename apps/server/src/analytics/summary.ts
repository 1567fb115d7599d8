import {
  engagementRate,
  engagementsOf,
  findFormatByTemplate,
  sumFigures,
  ZERO_FIGURES,
  type AnalyticsPublication,
  type AnalyticsResponse,
  type GroupFigures,
  type PostFigures,
} from '@quillpost/shared';

/** One published part with its latest read (none yet: `figures` and `readAt` are null). */
export interface PartRow {
  position: number;
  xPostId: string;
  text: string;
  url: string | null;
  figures: PostFigures | null;
  readAt: Date | null;
  simulated: boolean;
}

/** What each row about a published post says of it: what it is, and where and when it went out. */
export interface PublishedPostFields {
  postId: string;
  kind: string;
  format: string | null;
  voice: string | null;
  publishedAt: Date;
  /** YYYY-MM-DD in the period's time zone. */
  localDate: string;
  /** 1 (Monday) to 7. */
  weekday: number;
  hour: number;
  network: string;
  accountId: string | null;
}

/** A publication in the period, with the local day and hour of the week it went out. */
export interface PublicationRow extends PublishedPostFields {
  id: string;
  /** Read from the account's history, not published by Quillpost. */
  imported: boolean;
  /** Whether its network reports impressions. */
  reportsImpressions: boolean;
  parts: PartRow[];
}

export type AnalyticsFigures = Omit<
  AnalyticsResponse,
  'period' | 'simulated' | 'account' | 'accounts' | 'xSpend'
> & {
  anySimulated: boolean;
};

const EXCERPT_LENGTH = 140;

export function formatNameOf(kind: string, format: string | null): string | null {
  if (format === null) return null;
  if (kind === 'idea') return format;
  return findFormatByTemplate(format)?.name ?? 'Custom';
}

function publicationFigures(row: PublicationRow): AnalyticsPublication {
  const parts = [...row.parts]
    .sort((a, b) => a.position - b.position)
    .map((part) => {
      const figures = part.figures ?? {
        ...ZERO_FIGURES,
        impressions: row.reportsImpressions ? 0 : null,
      };
      return {
        position: part.position,
        xPostId: part.xPostId,
        ...figures,
        engagements: engagementsOf(figures),
        readAt: part.readAt?.toISOString() ?? null,
      };
    });
  const total = sumFigures(parts);
  const engagements = engagementsOf(total);
  const first = row.parts.find((part) => part.position === parts[0]?.position);
  const text = first?.text ?? '';
  return {
    _id: row.id,
    postId: row.postId,
    imported: row.imported,
    kind: row.kind,
    format: row.format,
    formatName: formatNameOf(row.kind, row.format),
    voice: row.voice,
    publishedAt: row.publishedAt.toISOString(),
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
    url: first?.url ?? null,
    ...total,
    engagements,
    engagementRate: engagementRate(engagements, total.impressions),
    network: row.network,
    accountId: row.accountId,
    parts,
  };
}

/** Impressions and the engagements of the same posts, for a rate that does not mix networks. */
interface Rated {
  impressions: number;
  ratedEngagements: number;
  /** Publications whose network reports impressions. */
  ratedPosts: number;
  rated: boolean;
}

function addRated(into: Rated, publication: AnalyticsPublication): void {
  if (publication.impressions === null) return;
  into.rated = true;
  into.ratedPosts += 1;
  into.impressions += publication.impressions;
  into.ratedEngagements += publication.engagements;
}

const rateOf = (rated: Rated) =>
  engagementRate(rated.ratedEngagements, rated.rated ? rated.impressions : null);

class Groups<Key extends string> {
  private readonly groups = new Map<Key, Rated & { posts: number; engagements: number }>();
  add(key: Key, publication: AnalyticsPublication) {
    const group = this.groups.get(key) ?? {
      posts: 0,
      impressions: 0,
      engagements: 0,
      ratedEngagements: 0,
      ratedPosts: 0,
      rated: false,
    };
    group.posts += 1;
    group.engagements += publication.engagements;
    addRated(group, publication);
    this.groups.set(key, group);
  }
  entries(): [Key, GroupFigures][] {
    return [...this.groups].map(([key, group]) => [
      key,
      {
        posts: group.posts,
        impressions: group.impressions,
        engagements: group.engagements,
        engagementRate: rateOf(group),
        // Over the posts that report impressions: others would pull the average down.
        impressionsPerPost: group.ratedPosts > 0 ? group.impressions / group.ratedPosts : 0,
      },
    ]);
  }
}

const byImpressionsPerPost = (a: GroupFigures, b: GroupFigures) =>
  b.impressionsPerPost - a.impressionsPerPost;

/** Everything the analytics answer says about these publications, from their latest reads. */
export function summarise(rows: readonly PublicationRow[]): AnalyticsFigures {
  const newestFirst = [...rows].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const publications = newestFirst.map(publicationFigures);

  const total = sumFigures(publications);
  const engagements = publications.reduce((sum, p) => sum + p.engagements, 0);
  const rated: Rated = { impressions: 0, ratedEngagements: 0, ratedPosts: 0, rated: false };
  for (const publication of publications) addRated(rated, publication);
  const daily = new Map<string, { impressions: number; engagements: number }>();
  const formats = new Groups<string>();
  const tones = new Groups<string>();
  const hours = new Groups<`${number}:${number}`>();
  const positions = new Map<number, { threads: number; impressions: number; firsts: number }>();
  let lastRead: Date | null = null;
  let anySimulated = false;

  newestFirst.forEach((row, index) => {
    const publication = publications[index]!;
    const day = daily.get(row.localDate) ?? { impressions: 0, engagements: 0 };
    day.impressions += publication.impressions ?? 0;
    day.engagements += publication.engagements;
    daily.set(row.localDate, day);
    if (publication.formatName !== null)
      formats.add(`${row.kind}\n${publication.formatName}`, publication);
    if (row.voice !== null) tones.add(row.voice, publication);
    hours.add(`${row.weekday}:${row.hour}`, publication);
    for (const part of row.parts) {
      if (part.readAt && (!lastRead || part.readAt > lastRead)) lastRead = part.readAt;
      anySimulated ||= part.simulated;
    }
    const first = publication.parts[0]?.impressions ?? null;
    if (row.kind === 'thread' && publication.parts.length > 1 && first !== null) {
      for (const part of publication.parts) {
        const at = positions.get(part.position) ?? { threads: 0, impressions: 0, firsts: 0 };
        at.threads += 1;
        at.impressions += part.impressions ?? 0;
        at.firsts += first;
        positions.set(part.position, at);
      }
    }
  });

  return {
    anySimulated,
    lastReadAt: (lastRead as Date | null)?.toISOString() ?? null,
    totals: {
      publications: publications.length,
      impressions: total.impressions ?? 0,
      likes: total.likes,
      reposts: total.reposts,
      replies: total.replies,
      quotes: total.quotes,
      bookmarks: total.bookmarks,
      engagements,
      engagementRate: rateOf(rated),
    },
    daily: [...daily]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({ date, ...day })),
    publications,
    byFormat: formats
      .entries()
      .map(([key, group]) => {
        const [kind, format] = key.split('\n') as [string, string];
        return { kind, format, ...group };
      })
      .sort(byImpressionsPerPost),
    byTone: tones
      .entries()
      .map(([voice, group]) => ({ voice, ...group }))
      .sort(byImpressionsPerPost),
    byHour: hours
      .entries()
      .map(([key, group]) => {
        const [weekday, hour] = key.split(':').map(Number) as [number, number];
        return { weekday, hour, ...group };
      })
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    dropOff: [...positions]
      .sort(([a], [b]) => a - b)
      .map(([position, at]) => ({
        position,
        threads: at.threads,
        impressions: at.impressions,
        retention: at.firsts > 0 ? at.impressions / at.firsts : 0,
      })),
  };
}
