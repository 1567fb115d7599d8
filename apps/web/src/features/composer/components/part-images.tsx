import { MEDIA_LIMITS, MEDIA_TYPES, type Media } from '@quillpost/shared';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { updateAltText } from '../api/update-media';
import { MediaImage } from './media-image';
import type { Upload } from '../lib/use-part-images';

export interface PartImagesProps {
  /** "Part 2" or "Your tweet": what the buttons and fields name. */
  label: string;
  ids: string[];
  known: Record<string, Media>;
  uploads: Upload[];
  errors: string[];
  onAdd: (files: File[]) => void;
  onMove: (id: string, by: number) => void;
  onRemove: (id: string) => void;
  onDescribed: (media: Media) => void;
  /** What an image's description field holds, as it is typed. */
  onTyped: (id: string, text: string) => void;
}

/** A part's images: adding from a file, each with its description, order and removal. */
export function PartImages(props: PartImagesProps) {
  const { label, ids, uploads, errors } = props;
  const picker = useRef<HTMLInputElement>(null);
  const errorsId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {ids.length > 0 && (
        <ol aria-label={`Images of ${label.toLowerCase()}`} className="flex flex-col gap-3">
          {ids.map((id, index) => (
            <ImageItem
              key={id}
              id={id}
              partLabel={label}
              position={index + 1}
              total={ids.length}
              media={props.known[id]}
              onMove={(by) => props.onMove(id, by)}
              onRemove={() => props.onRemove(id)}
              onDescribed={props.onDescribed}
              onTyped={(text) => props.onTyped(id, text)}
            />
          ))}
        </ol>
      )}
      {uploads.map((upload) => (
        <div key={upload.key} className="flex min-w-0 items-center gap-2 text-sm">
          <span className="truncate">{upload.name}</span>
          <progress
            className="h-2 w-24 shrink-0"
            max={1}
            value={upload.share}
            aria-label={`Uploading ${upload.name}`}
          />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-describedby={errors.length ? errorsId : undefined}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus aria-hidden />
          Add images to {label.toLowerCase()}
        </Button>
        <span className="text-xs text-muted-foreground">or drop or paste them here</span>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          accept={MEDIA_TYPES.join(',')}
          data-testid="image-picker"
          onChange={(event) => {
            props.onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {errors.length > 0 && (
        <ul id={errorsId} role="alert" className="text-sm text-destructive">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ImageItem(props: {
  id: string;
  partLabel: string;
  position: number;
  total: number;
  media?: Media;
  onMove: (by: number) => void;
  onRemove: () => void;
  onDescribed: (media: Media) => void;
  onTyped: (text: string) => void;
}) {
  const { id, position, total, media } = props;
  // Until it is typed in, the field shows the saved description, which may arrive after it.
  const [typed, setTyped] = useState<string | null>(null);
  const alt = typed ?? media?.altText ?? '';
  const [state, setState] = useState<string>('');
  const fieldId = useId();
  const name = `image ${position} of ${props.partLabel.toLowerCase()}`;
  const save = () => {
    // Leaving a field untouched saves nothing: a description not read yet is not wiped out.
    if (typed === null || (media && typed === media.altText)) return;
    setState('Saving…');
    updateAltText(id, typed)
      .then((saved) => {
        props.onDescribed(saved);
        setState('Description saved');
      })
      .catch((error: unknown) => setState(errorMessage(error)));
  };
  return (
    <li className="grid min-w-0 grid-cols-[5rem_minmax(0,1fr)] gap-3">
      <div className="size-20 overflow-hidden rounded-md border bg-muted">
        <MediaImage id={id} alt={alt} />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={fieldId}>Description of {name}</Label>
        <Textarea
          id={fieldId}
          data-focus={alt.trim() ? undefined : 'alt'}
          // While an image saved earlier is still being read (or could not be), its description is
          // not known: typing replaces it.
          placeholder={media ? undefined : 'Type to replace the saved description'}
          rows={2}
          value={alt}
          maxLength={MEDIA_LIMITS.altTextMax}
          onChange={(event) => {
            setTyped(event.target.value);
            props.onTyped(event.target.value);
          }}
          onBlur={save}
        />
        <div className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          <span className="mr-auto" aria-live="polite">
            {alt.length}/{MEDIA_LIMITS.altTextMax} {state && `· ${state}`}
          </span>
          <div className="ml-auto flex">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              disabled={position === 1}
              aria-label={`Move ${name} left`}
              onClick={() => props.onMove(-1)}
            >
              <ArrowLeft aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              disabled={position === total}
              aria-label={`Move ${name} right`}
              onClick={() => props.onMove(1)}
            >
              <ArrowRight aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-destructive"
              aria-label={`Remove ${name}`}
              onClick={props.onRemove}
            >
              <X aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
