import { failure, recordNotFound, withScope, type MastodonCore } from './fake-mastodon-core';

export interface FakeMastodonMedia {
  id: string;
  accountId: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  description: string | null;
  /** The status it is attached to; until then its owner may still change it. */
  statusId: string | null;
}

export interface FakeMastodonMediaStore {
  media: FakeMastodonMedia[];
  /**
   * What the next `POST /api/v2/media` calls do instead of answering, in order: 503, or the
   * attachment made and the connection closed without an answer.
   */
  uploadFaults: ('unavailable' | 'lost_answer')[];
  /** The MediaAttachment entity, as Mastodon answers it. */
  mediaEntity(id: string): Record<string, unknown>;
}

export const DESCRIPTION_LIMIT = 1500;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const tooLong = (description: string | undefined) =>
  description !== undefined && description.length > DESCRIPTION_LIMIT
    ? failure(
        422,
        `Validation failed: Description is too long (maximum is ${DESCRIPTION_LIMIT} characters)`,
      )
    : undefined;

/**
 * Image uploads: `POST /api/v2/media` processes an image at once and answers 200 with its URL;
 * `GET` and `PUT /api/v1/media/:id` reach an attachment of one's own until a status uses it.
 */
export function addMedia<Core extends MastodonCore>(core: Core): Core & FakeMastodonMediaStore {
  const fake = Object.assign(core, {
    media: [] as FakeMastodonMedia[],
    uploadFaults: [] as ('unavailable' | 'lost_answer')[],
    mediaEntity: (id: string) => {
      const media = fake.media.find((m) => m.id === id)!;
      const file = `${core.url}/system/media_attachments/files/${media.id}`;
      const name = encodeURIComponent(media.fileName);
      return {
        id: media.id,
        type: 'image',
        url: `${file}/original/${name}`,
        preview_url: `${file}/small/${name}`,
        remote_url: null,
        description: media.description,
        blurhash: null,
        meta: {},
      };
    },
  });
  const writeMedia = ['write', 'write:media'];

  fake.route(
    'POST',
    '/api/v2/media',
    withScope(writeMedia, async ({ params }, grant) => {
      const fault = fake.uploadFaults.shift();
      if (fault === 'unavailable') return failure(503, 'Service Unavailable');
      const file = params.file('file');
      if (!file) return failure(422, "Validation failed: File can't be blank");
      if (!IMAGE_TYPES.includes(file.type)) {
        return failure(422, 'Validation failed: File content type is invalid');
      }
      const description = params.get('description');
      const refused = tooLong(description);
      if (refused) return refused;
      const media: FakeMastodonMedia = {
        id: fake.nextId(),
        accountId: grant.account.id,
        fileName: file.name,
        contentType: file.type,
        bytes: Buffer.from(await file.arrayBuffer()),
        description: description ?? null,
        statusId: null,
      };
      fake.media.push(media);
      if (fault === 'lost_answer') return { status: 0, body: null, drop: true };
      return { status: 200, body: fake.mediaEntity(media.id) };
    }),
  );

  const ownUnattached = (id: string | undefined, accountId: string) =>
    fake.media.find((m) => m.id === id && m.accountId === accountId && !m.statusId);

  fake.route(
    'GET',
    '/api/v1/media/:id',
    withScope(writeMedia, ({ path }, grant) => {
      const media = ownUnattached(path.id, grant.account.id);
      return media ? { status: 200, body: fake.mediaEntity(media.id) } : recordNotFound();
    }),
  );

  fake.route(
    'PUT',
    '/api/v1/media/:id',
    withScope(writeMedia, ({ path, params }, grant) => {
      const media = ownUnattached(path.id, grant.account.id);
      if (!media) return recordNotFound();
      const description = params.get('description');
      const refused = tooLong(description);
      if (refused) return refused;
      if (description !== undefined) media.description = description;
      return { status: 200, body: fake.mediaEntity(media.id) };
    }),
  );

  return fake;
}
