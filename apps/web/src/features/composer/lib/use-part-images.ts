import { arrayMove } from '@dnd-kit/sortable';
import type { Media } from '@quillpost/shared';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { listMedia } from '../api/list-media';
import { uploadMedia } from '../api/upload-media';
import type { DraftPart } from './content';
import { imageRefusal } from './media';

/** An image on its way up: its name, its type and the share sent so far. */
export interface Upload {
  key: string;
  name: string;
  type: string;
  share: number;
}

let nextUpload = 0;

/**
 * The images being added to parts: checks before anything is sent, uploads with progress per
 * image, and the refusals in words beside the part. What the server answered for each image
 * (its type, its description) is kept by id, as parts only hold the ids. `heldIds`: every image
 * the parts hold; those of a post reopened or a draft restored are read once, so their
 * descriptions show.
 */
export function usePartImages(
  setMedia: (partId: string, change: (ids: string[]) => string[]) => void,
  heldIds: string[],
) {
  const [known, setKnown] = useState<Record<string, Media>>({});
  const [uploads, setUploads] = useState<Record<string, Upload[]>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // What each description field holds: a field saves as it loses focus, which clicking Save
  // does, so an image whose description is typed but not saved yet counts as described.
  const [typed, setTyped] = useState<Record<string, string>>({});
  // One upload at a time per part, so images land in the order they were picked.
  const queues = useRef(new Map<string, Promise<void>>());

  const remember = (media: Media) => setKnown((current) => ({ ...current, [media._id]: media }));
  useSavedImages(heldIds, known, (records) =>
    setKnown((current) =>
      Object.fromEntries([
        ...records.map((media) => [media._id, media]),
        ...Object.entries(current),
      ]),
    ),
  );
  const changeUploads = (partId: string, change: (list: Upload[]) => Upload[]) =>
    setUploads((current) => ({ ...current, [partId]: change(current[partId] ?? []) }));

  const add = (partId: string, ids: string[], files: File[]) => {
    const present = [
      ...ids.map((id) => known[id]?.mimeType ?? 'image/png'),
      ...(uploads[partId] ?? []).map((upload) => upload.type),
    ];
    const refused: string[] = [];
    for (const file of files) {
      const refusal = imageRefusal(file, present);
      if (refusal) {
        refused.push(refusal);
        continue;
      }
      present.push(file.type);
      const key = `upload-${++nextUpload}`;
      changeUploads(partId, (list) => [
        ...list,
        { key, name: file.name, type: file.type, share: 0 },
      ]);
      const progress = (share: number) =>
        changeUploads(partId, (list) => list.map((u) => (u.key === key ? { ...u, share } : u)));
      const upload = () =>
        uploadMedia(file, progress).then((media) => {
          remember(media);
          setMedia(partId, (current) => [...current, media._id]);
        });
      const queued = (queues.current.get(partId) ?? Promise.resolve())
        .then(upload)
        .catch((error: unknown) => {
          setErrors((current) => ({
            ...current,
            [partId]: [...(current[partId] ?? []), `${file.name}: ${errorMessage(error)}`],
          }));
        })
        .finally(() => changeUploads(partId, (list) => list.filter((u) => u.key !== key)));
      queues.current.set(partId, queued);
    }
    setErrors((current) => ({ ...current, [partId]: refused }));
  };

  /** What one part's images section shows and does. */
  const forPart = (part: DraftPart) => ({
    ids: part.media,
    known,
    uploads: uploads[part.id] ?? [],
    errors: errors[part.id] ?? [],
    onAdd: (files: File[]) => add(part.id, part.media, files),
    onMove: (id: string, by: number) =>
      setMedia(part.id, (ids) => {
        const from = ids.indexOf(id);
        const to = from + by;
        return to < 0 || to >= ids.length ? ids : arrayMove(ids, from, to);
      }),
    onRemove: (id: string) => setMedia(part.id, (ids) => ids.filter((one) => one !== id)),
    onDescribed: remember,
    onTyped: (id: string, text: string) => setTyped((current) => ({ ...current, [id]: text })),
  });

  /** Of these images, those whose description is known to be empty and is not being typed. */
  const undescribed = (ids: string[]) =>
    ids.filter((id) => known[id]?.altText.trim() === '' && !typed[id]?.trim());

  return {
    known,
    undescribed,
    forPart,
    uploading: Object.values(uploads).some((list) => list.length > 0),
  };
}

/**
 * Reads what the held images that are not known yet are, each id once. An image known meanwhile
 * (its description saved while the read was on its way) keeps what it holds. A read that fails
 * leaves them unknown: their fields then say a description may be saved, and never save an
 * empty one unless it was typed.
 */
function useSavedImages(
  heldIds: string[],
  known: Record<string, Media>,
  learn: (records: Media[]) => void,
) {
  const asked = useRef(new Set<string>());
  const key = heldIds.filter((id) => !known[id]).join(',');
  useEffect(() => {
    const ids = key.split(',').filter((id) => id && !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    listMedia(ids).then(learn, () => undefined);
    // `learn` is a new function at each render; the ids alone say when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
