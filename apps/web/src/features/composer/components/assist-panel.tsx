import { Sparkles, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { ASSIST_ACTIONS, useAssist, type AssistAction, type AssistRequest } from '../api/assist';

const ACTION_LABELS: Record<AssistAction, string> = {
  rewrite: 'Rewrite',
  shorten: 'Shorten',
  expand: 'Expand',
  hooks: 'Hooks',
  thread: 'Make a thread',
};

/**
 * Assist beside the text: an action asks for suggestions on what is written now; "Use this" puts
 * one in place of the text (a hook in place of the first line only), and Undo brings back what
 * was there before.
 */
export function AssistPanel({
  request,
  unavailable,
  canUndo,
  onUse,
  onUndo,
}: {
  /** The text and accounts the suggestions are for. */
  request: Omit<AssistRequest, 'action'>;
  /** Actions that cannot apply to this post, with why. */
  unavailable: Partial<Record<AssistAction, string>>;
  canUndo: boolean;
  onUse: (action: AssistAction, content: string) => void;
  onUndo: () => void;
}) {
  const assist = useAssist();
  const action = assist.variables?.action;
  const empty = request.content.trim() === '';
  return (
    <section aria-labelledby="assist-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="assist-title" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden className="size-4 text-primary" />
        Assist
      </h2>
      <div className="flex flex-wrap gap-2">
        {ASSIST_ACTIONS.map((name) => (
          <Button
            key={name}
            type="button"
            variant="outline"
            size="sm"
            disabled={empty || assist.isPending || Boolean(unavailable[name])}
            title={unavailable[name]}
            onClick={() => assist.mutate({ ...request, action: name })}
          >
            {ACTION_LABELS[name]}
          </Button>
        ))}
      </div>
      {empty && <p className="text-xs text-muted-foreground">Write something first.</p>}
      {canUndo && (
        <div role="status" className="flex items-center gap-2 text-sm">
          <span>Suggestion used.</span>
          <Button type="button" variant="ghost" size="sm" onClick={onUndo}>
            <Undo2 aria-hidden />
            Undo
          </Button>
        </div>
      )}
      {assist.isPending && <Spinner label="Asking for suggestions" />}
      {assist.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(assist.error)}
        </p>
      )}
      {assist.isSuccess && action && (
        <ol aria-label={`${ACTION_LABELS[action]} suggestions`} className="flex flex-col gap-2">
          {assist.data.length === 0 && <li className="text-sm">No suggestions this time.</li>}
          {assist.data.map((suggestion, index) => (
            <li key={index} className="flex flex-col gap-2 rounded-lg border p-3">
              <p
                id={`assist-suggestion-${index}`}
                className="text-sm break-words whitespace-pre-wrap"
              >
                {suggestion.content}
              </p>
              <Button
                type="button"
                size="sm"
                className="self-start"
                aria-describedby={`assist-suggestion-${index}`}
                onClick={() => onUse(action, suggestion.content)}
              >
                Use this
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
