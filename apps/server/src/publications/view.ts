import type { Publication, PublicationAutomation, PublicationPart } from '@quillpost/shared';
import type { AutomationRow, PartRow, PublicationWithParts } from './repository';

/** `sending` is the worker's own mark; to the user such a part has simply not gone out yet. */
const partStatus = (row: PartRow): PublicationPart['status'] =>
  row.status === 'published' || row.status === 'failed' ? row.status : 'pending';

/** A plug or repost taken by a worker has not gone out yet, as far as the person can tell. */
const automationOf = (row: AutomationRow): PublicationAutomation => ({
  kind: row.kind as 'plug' | 'repost',
  status: row.status === 'done' || row.status === 'failed' ? row.status : 'waiting',
  at: (row.doneAt ?? row.at).toISOString(),
  remoteId: row.remoteId,
  error: row.error,
});

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
    automations: row.automations.map(automationOf),
  };
}
