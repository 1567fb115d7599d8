import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { partCounts, type CountedNetwork } from '../lib/counting';
import { PartCounts } from './part-count';
import { PartImages, type PartImagesProps } from './part-images';
import { SplitOffer } from './split-offer';

export interface PartBoxProps {
  id: string;
  text: string;
  /** What the part is once posted (a thread's with its number), which is what networks count. */
  posted: string;
  index: number;
  total: number;
  /** "Tweet" for a tweet, "Part 2" for a thread's second part. */
  label: string;
  networks: CountedNetwork[];
  /** The pieces a long paste would become; one piece means nothing to offer. */
  splitPieces: (text: string) => string[];
  /** The server's refusal of the last save, which speaks of every part. */
  failureId?: string;
  onChange: (value: string) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
  onSplit: (pieces: string[]) => void;
  images: Omit<PartImagesProps, 'label'>;
}

/** The image files a drop or a paste carries; text pastes carry none. */
const imageFiles = (data: DataTransfer | null) =>
  [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));

/** One box of the composer: its text, its count on each network, and moving or removing it. */
export function PartBox(props: PartBoxProps) {
  const { id, text, posted, index, total, label, networks } = props;
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const counts = useMemo(
    () => partCounts(networks, { written: text, posted }, label),
    [networks, text, posted, label],
  );
  const [pasted, setPasted] = useState(false);
  const pieces = useMemo(
    () => (pasted && counts.some((count) => count.problem) ? props.splitPieces(text) : []),
    [pasted, counts, props, text],
  );
  const invalid = counts.some((count) => count.problem);
  const fieldId = `composer-${id}`;
  const countsId = `${fieldId}-counts`;
  const several = total > 1;
  return (
    <li
      ref={setNodeRef}
      data-part-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const files = [...event.dataTransfer.files];
        if (files.length === 0) return;
        event.preventDefault();
        props.images.onAdd(files);
      }}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
        invalid && 'border-destructive',
      )}
    >
      <div className="flex items-center gap-1">
        {several && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${label.toLowerCase()} to reorder`}
            className="cursor-grab touch-none rounded-md p-1.5 text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        )}
        <Label htmlFor={fieldId} className="mr-auto">
          {several ? `${label} of ${total}` : label}
        </Label>
        {several && (
          <>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              data-focus="up"
              disabled={index === 0}
              aria-label={`Move ${label.toLowerCase()} up`}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              data-focus="down"
              disabled={index === total - 1}
              aria-label={`Move ${label.toLowerCase()} down`}
              onClick={() => props.onMove(1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={props.onRemove}
            >
              <Trash2 aria-hidden />
            </Button>
          </>
        )}
      </div>
      <Textarea
        id={fieldId}
        data-focus="text"
        // The writer starts in the first box when the composer opens.
        autoFocus={index === 0}
        value={text}
        rows={4}
        className="min-h-24 resize-y"
        aria-invalid={invalid || Boolean(props.failureId) || undefined}
        aria-describedby={props.failureId ? `${countsId} ${props.failureId}` : countsId}
        onPaste={(event) => {
          const files = imageFiles(event.clipboardData);
          if (files.length === 0) return setPasted(true);
          event.preventDefault();
          props.images.onAdd(files);
        }}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <PartCounts id={countsId} counts={counts} />
      <PartImages label={label} {...props.images} />
      {pieces.length > 1 && (
        <SplitOffer
          pieces={pieces.length}
          onSplit={() => {
            setPasted(false);
            props.onSplit(pieces);
          }}
          onDismiss={() => setPasted(false)}
        />
      )}
    </li>
  );
}
