import { publicationParts, type Post, type PublishableKind } from '@quillpost/shared';
import { CalendarClock, Plus } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAccounts } from '@/lib/accounts';
import { useSavePost } from '../api/save-post';
import { applySuggestion } from '../lib/apply-suggestion';
import { fromContent, postedTexts, toContent, type ComposerText } from '../lib/content';
import { countedNetworks, fitsEverywhere } from '../lib/counting';
import { draftKey } from '../lib/draft';
import { postMedia } from '../lib/media';
import { splitAtSentences } from '../lib/split-at-sentences';
import {
  savedForm,
  savedFormOf,
  startingPoint,
  useAutosave,
  type Saved,
} from '../lib/use-autosave';
import { MAX_PARTS, useComposerText } from '../lib/use-composer-text';
import { useFocusAfter } from '../lib/use-focus-after';
import { usePartImages } from '../lib/use-part-images';
import { AltPrompt } from './alt-prompt';
import { AccountChoice } from './account-choice';
import { AssistPanel } from './assist-panel';
import { DraftRestored } from './draft-restored';
import { KindChoice } from './kind-choice';
import { NetworkPreview, type PreviewAuthor } from './network-preview';
import { PartList } from './part-list';
import { SaveFailure } from '@/components/save-failure';
import { Shortcuts } from './shortcuts';
import { ThreadHeader } from './thread-header';

export interface ScheduleSlotProps {
  kind: PublishableKind;
  post: { _id: string; content: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ComposerProps {
  userId: string;
  /** The person's name, shown as the author in the preview before an account is chosen. */
  authorName: string;
  /** The post being edited; absent for a new one. */
  post?: Saved & { _id: string };
  /** Told when a new post was saved, with whether the person asked to schedule it next. */
  onCreated: (post: Post, kind: PublishableKind, schedule: boolean) => void;
  /** The schedule dialog, composed in by the screen. */
  renderSchedule: (props: ScheduleSlotProps) => ReactNode;
  scheduleAtStart?: boolean;
  /** A new post's first text (an idea to write up); a restored draft wins over it. */
  startWith?: string;
}

/** Writing a tweet or a thread by hand, part by part, with counts, assist, preview and autosave. */
export function Composer({ userId, authorName, post, startWith, ...props }: ComposerProps) {
  const key = draftKey(userId, post?._id ?? 'new');
  const [start] = useState(() => startingPoint(key, post ?? null, startWith));
  const editor = useComposerText(() => start.text);
  const { text } = editor;
  const [restored, setRestored] = useState(start.restored);
  const [picked, setPicked] = useState<string[] | null>(start.accountIds);
  const [savedContent, setSavedContent] = useState(post?.content ?? '');
  const [saved, setSaved] = useState(() => savedFormOf(post ?? null));
  const [asking, setAsking] = useState<{ schedule: boolean } | null>(null);
  const heldImages = text.parts.flatMap((part) => part.media);
  const images = usePartImages(editor.setMedia, heldImages);
  const [undo, setUndo] = useState<ComposerText | null>(null);
  const [scheduling, setScheduling] = useState(Boolean(props.scheduleAtStart && post));
  const root = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter(root);
  const save = useSavePost();

  const accounts = useAccounts().data ?? [];
  const chosenIds = picked ?? (accounts.length === 1 ? [accounts[0]!._id] : []);
  const chosen = accounts.filter((account) => chosenIds.includes(account._id));
  const networks = useMemo(() => countedNetworks(chosen), [chosen]);
  const content = toContent(text);
  const posted = postedTexts(text);
  const goingOut = useMemo(() => publicationParts(text.kind, content), [text.kind, content]);
  const media = postMedia(text);
  useAutosave(key, text, chosenIds, saved);

  const dirty = savedForm(text) !== saved;
  // Only images whose description is known to be empty are counted; never a guess.
  const undescribed = images.undescribed(heldImages);
  const isThread = text.kind === 'thread';
  const splitPieces = (value: string) => splitAtSentences(value, fitsEverywhere(networks, true));
  const authors: PreviewAuthor[] = chosen.length
    ? chosen.map((account) => ({
        key: account._id,
        network: account.network,
        name: account.name,
        handle: account.handle,
        account,
      }))
    : [
        {
          key: 'x',
          network: 'x',
          name: authorName,
          handle: authorName.toLowerCase().replace(/\W+/g, '') || 'you',
        },
      ];

  const submit = (schedule: boolean) => {
    if (post && !dirty) {
      if (schedule) setScheduling(true);
      return;
    }
    save.mutate(
      { kind: text.kind, id: post?._id, content, media },
      {
        onSuccess: (answer) => {
          setSavedContent(answer.content);
          setSaved(savedFormOf({ kind: text.kind, content: answer.content, media: answer.media }));
          setRestored(false);
          if (post) setScheduling(schedule);
          else props.onCreated(answer, text.kind, schedule);
        },
      },
    );
  };

  const ask = (schedule: boolean) => {
    if (undescribed.length > 0) setAsking({ schedule });
    else submit(schedule);
  };

  const addAfter = (id: string | null) => {
    const made = editor.addAfter(id);
    if (made) focusAfter({ partId: made, control: 'text' });
  };

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    const partId = (event.target as HTMLElement).closest<HTMLElement>('[data-part-id]')?.dataset
      .partId;
    if (event.key === 'Enter' && mod && event.shiftKey) {
      event.preventDefault();
      ask(true);
    } else if (event.key === 'Enter' && mod && partId) {
      event.preventDefault();
      addAfter(partId);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && partId) {
      event.preventDefault();
      if (editor.move(partId, event.key === 'ArrowUp' ? -1 : 1))
        focusAfter({ partId, control: 'text' });
    }
  };

  const firstUndescribedPart = () =>
    text.parts.find((part) => part.media.some((id) => undescribed.includes(id)))?.id ??
    text.parts[0]!.id;

  const failureId = 'composer-save-failure';
  return (
    <div
      ref={root}
      onKeyDown={keys}
      className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
    >
      <div className="flex min-w-0 flex-col gap-4">
        {restored && (
          <DraftRestored
            onDiscard={() => {
              const back = post ? fromContent(post.kind, post.content) : fromContent('tweet', '');
              editor.replace(back);
              setPicked(null);
              setRestored(false);
              focusAfter({ partId: back.parts[0]!.id, control: 'text' });
            }}
          />
        )}
        <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
          {!post && <KindChoice kind={text.kind} onChange={editor.setKind} />}
          <AccountChoice accounts={accounts} chosen={chosenIds} onChange={setPicked} />
        </div>
        {isThread && (
          <ThreadHeader value={text.header} networks={networks} onChange={editor.setHeader} />
        )}
        <PartList
          parts={text.parts}
          posted={posted}
          labelOf={(index) => (isThread ? `Part ${index + 1}` : 'Your tweet')}
          onReorder={editor.moveTo}
          box={(part) => ({
            networks,
            failureId: save.isError ? failureId : undefined,
            splitPieces,
            onChange: (value) => editor.setPart(part.id, value),
            onMove: (by) => {
              if (editor.move(part.id, by))
                focusAfter({ partId: part.id, control: by < 0 ? 'up' : 'down' });
            },
            onRemove: () => {
              const next = editor.remove(part.id);
              if (next) focusAfter({ partId: next, control: 'text' });
            },
            onSplit: (pieces) => editor.splitPart(part.id, pieces),
            images: images.forPart(part),
          })}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={isThread && text.parts.length >= MAX_PARTS}
            onClick={() => addAfter(null)}
          >
            <Plus aria-hidden />
            Add part
          </Button>
          <Button
            type="button"
            disabled={save.isPending || images.uploading}
            aria-describedby={save.isError ? failureId : undefined}
            onClick={() => ask(false)}
          >
            {save.isPending ? 'Saving…' : images.uploading ? 'Uploading…' : 'Save'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending || images.uploading}
            onClick={() => ask(true)}
          >
            <CalendarClock aria-hidden />
            Schedule
          </Button>
          <span role="status" className="text-sm text-muted-foreground">
            {save.isSuccess && !dirty ? 'Saved' : dirty ? 'Draft kept on this device' : ''}
          </span>
        </div>
        {save.isError && <SaveFailure id={failureId} error={save.error} />}
        <Shortcuts />
      </div>
      <aside aria-label="Assist and preview" className="flex min-w-0 flex-col gap-6">
        <AssistPanel
          request={{ kind: text.kind, content, accountIds: chosenIds }}
          unavailable={
            post?.kind === 'tweet'
              ? { thread: 'A saved tweet stays a tweet; start a new post for a thread.' }
              : {}
          }
          canUndo={undo !== null}
          onUse={(action, suggestion) => {
            setUndo(text);
            editor.replace(applySuggestion(text, action, suggestion));
          }}
          onUndo={() => {
            if (undo) editor.replace(undo);
            setUndo(null);
          }}
        />
        <section aria-labelledby="preview-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="preview-title" className="font-semibold">
            Preview
          </h2>
          <NetworkPreview
            authors={authors}
            posts={goingOut}
            media={{ perPost: media, known: images.known }}
          />
        </section>
      </aside>
      <AltPrompt
        missing={undescribed.length}
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onDescribe={() => focusAfter({ partId: firstUndescribedPart(), control: 'alt' })}
        onContinue={() => asking && submit(asking.schedule)}
      />
      {post &&
        props.renderSchedule({
          kind: post.kind,
          post: { _id: post._id, content: savedContent },
          open: scheduling,
          onOpenChange: setScheduling,
        })}
    </div>
  );
}
