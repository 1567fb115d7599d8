import type { Publication, PublicationPart } from '@quillpost/shared';
import type { PartRow, PublicationWithParts } from './repository';

/** `sending` is the worker's own mark; to the user such a part has simply not gone out yet. */
const partStatus = (row: PartRow): PublicationPart['status'] =>
  row.status === 'published' || row.status === 'failed' ? row.status : 'pending';

export function toPublication(row: PublicationWithParts): Publication {
  return {
    _id: row.id,
    postId: row.postId,
    kind: row.kind as Publication['kind'],
    status: row.status as Publication['status'],
    publishAt: row.publishAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    error: row.error,
    late: row.late,
    linksInReply: row.linksInReply,
    accountId: row.accountId,
    network: row.network,
    automation: row.automation ?? null,
    parts: row.parts.map((part) => ({
      position: part.position,
      text: part.text,
      status: partStatus(part),
      xPostId: part.xPostId,
      url: part.url,
      media: part.media,
    })),
  };
}
