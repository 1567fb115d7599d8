import { postPositionLabel, type Post, type PostKind } from '@quillpost/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { SaveFailure } from '@/components/save-failure';
import { useUpdatePost } from '../api/update-post';
import { KIND_TEXT } from '../kinds';
import { threadParts } from '../lib/thread-parts';
import { IdeaEditor } from './idea-editor';
import { CharacterCount } from './post-content';

/** The live X count of the text being edited: one for a tweet, one per post a thread goes out as. */
function EditCounts({ kind, text }: { kind: PostKind; text: string }) {
  if (kind === 'tweet') return <CharacterCount text={text} />;
  if (kind !== 'thread') return null;
  const parts = threadParts(text);
  return (
    <ol aria-label="Thread parts" className="flex flex-col gap-1">
      {parts.map((part, index) => (
        <li key={index}>
          <CharacterCount text={part} label={postPositionLabel(index + 1, parts.length)} />
        </li>
      ))}
    </ol>
  );
}

interface EditorProps {
  kind: PostKind;
  post: { _id: string; content: string };
  onClose: (saved?: Post) => void;
}

/** Edits a saved post in place: ideas one box per idea, a tweet or a thread as one text. */
export function PostEditor(props: EditorProps) {
  if (props.kind === 'idea') return <IdeaEditor post={props.post} onClose={props.onClose} />;
  return <TextEditor {...props} />;
}

/**
 * Edits a saved tweet or thread in place. Save keeps the editor open with the server's problems
 * beside the text until it accepts the edit; Cancel (or Escape) leaves the post as it was.
 */
function TextEditor({ kind, post, onClose }: EditorProps) {
  const [text, setText] = useState(post.content);
  const update = useUpdatePost(kind);
  const fieldId = useId();
  const failureId = `${fieldId}-failure`;
  const countsId = `${fieldId}-counts`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: post._id, content: text }, { onSuccess: (saved) => onClose(saved) });
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>Edit {KIND_TEXT[kind].noun.toLowerCase()}</Label>
      <Textarea
        id={fieldId}
        value={text}
        rows={kind === 'tweet' ? 5 : 10}
        autoFocus
        aria-invalid={update.isError || undefined}
        aria-describedby={update.isError ? `${failureId} ${countsId}` : countsId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      />
      <div id={countsId}>
        <EditCounts kind={kind} text={text} />
      </div>
      {update.isError && <SaveFailure id={failureId} error={update.error} />}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onClose()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
