import { LIMITS, splitIdeas, type Post } from '@quillpost/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { useUpdatePost } from '../api/update-post';
import { KIND_TEXT } from '../kinds';
import { ideaLabel, ideaProblems } from '../lib/idea-problems';
import { CharacterCount } from './post-content';

/** The ideas of a saved set, one a box; a set with fewer has empty boxes, unnumbered text the first. */
function ideasOf(content: string): string[] {
  const split = splitIdeas(content);
  const items = split.items.length > 0 ? split.items : [split.preamble];
  return Array.from({ length: LIMITS.ideaCount }, (_, i) => items[i] ?? '');
}

/** The boxes as the API keeps ideas: numbered `1. ` to `5. `, one a line. */
const contentOf = (ideas: string[]) =>
  ideas.map((idea, i) => `${i + 1}. ${idea.trim()}`).join('\n');

/**
 * Edits a saved set of ideas in place, one box per idea with its live X count. A refused save
 * keeps the editor open with each problem beside the idea it is about, in the screen's words;
 * Cancel (or Escape) leaves the ideas as they were.
 */
export function IdeaEditor({
  post,
  onClose,
}: {
  post: { _id: string; content: string };
  onClose: (saved?: Post) => void;
}) {
  const [ideas, setIdeas] = useState(() => ideasOf(post.content));
  // The server's word holds for the text it was about: an idea changed since loses its problems.
  const [sent, setSent] = useState<string[] | null>(null);
  const update = useUpdatePost('idea');
  const baseId = useId();
  const refused = ideaProblems(update.isError ? update.error : null);
  const restId = `${baseId}-rest`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSent(ideas);
    update.mutate(
      { id: post._id, content: contentOf(ideas) },
      { onSuccess: (saved) => onClose(saved) },
    );
  };

  return (
    <form
      aria-label={`Edit ${KIND_TEXT.idea.noun.toLowerCase()}`}
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="flex flex-col gap-3"
    >
      {ideas.map((idea, index) => {
        const fieldId = `${baseId}-${index}`;
        const problems = sent?.[index] === idea ? refused.byIdea[index]! : [];
        const describedBy = [`${fieldId}-count`, problems.length > 0 ? `${fieldId}-problem` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={index} className="flex flex-col gap-1">
            <Label htmlFor={fieldId}>{ideaLabel(index)}</Label>
            <Textarea
              id={fieldId}
              value={idea}
              rows={3}
              autoFocus={index === 0}
              aria-invalid={problems.length > 0 || undefined}
              aria-describedby={describedBy}
              onChange={(event) =>
                setIdeas(ideas.map((old, i) => (i === index ? event.target.value : old)))
              }
            />
            <div id={`${fieldId}-count`}>
              <CharacterCount text={idea} />
            </div>
            {problems.length > 0 && (
              <p
                id={`${fieldId}-problem`}
                role="alert"
                className="text-sm font-medium text-destructive"
              >
                {problems.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {refused.rest.length > 0 && (
        <div id={restId} role="alert" className="text-sm font-medium text-destructive">
          {refused.rest.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={update.isPending}
          aria-describedby={refused.rest.length > 0 ? restId : undefined}
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onClose()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
