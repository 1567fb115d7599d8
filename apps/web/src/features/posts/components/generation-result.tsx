import type { PostKind } from '@quillpost/shared';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorCode, errorMessage } from '@/lib/api-client';
import type { GenerationState } from '../api/use-generate-post';
import { KIND_TEXT } from '../kinds';
import { ExtraPostActions } from './extra-actions';
import { CopyButton, ShareButton } from './post-actions';
import { PostContent } from './post-content';

function GenerationError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {errorMessage(error)}
      {errorCode(error) === 'plan_limit_reached' && (
        <>
          {' '}
          <Link to="/pricing" className="underline underline-offset-4">
            See plans and upgrade
          </Link>
        </>
      )}
    </p>
  );
}

export function GenerationResult({ kind, state }: { kind: PostKind; state: GenerationState }) {
  const text = KIND_TEXT[kind];
  return (
    <div className="flex flex-col gap-3">
      <Card
        aria-labelledby={`${kind}-result-title`}
        role="region"
        aria-busy={state.status === 'pending'}
      >
        <CardHeader>
          <CardTitle id={`${kind}-result-title`}>{text.resultTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex min-h-40 flex-col gap-4">
          {state.status === 'idle' && (
            <p className="text-sm text-muted-foreground">{text.placeholder}</p>
          )}
          {state.status === 'error' && (
            <p className="text-sm text-muted-foreground">{text.placeholder}</p>
          )}
          {state.status === 'pending' && (
            <>
              <Spinner label={`Generating ${text.noun.toLowerCase()}`} />
              {state.text && (
                <p
                  className="text-sm leading-relaxed break-words whitespace-pre-wrap"
                  aria-live="off"
                >
                  {state.text}
                </p>
              )}
            </>
          )}
          {state.status === 'success' && (
            <>
              <PostContent kind={kind} content={state.post.content} />
              <div className="flex flex-wrap gap-2">
                <CopyButton text={state.post.content} />
                {text.canShare && <ShareButton text={state.post.content} />}
                <ExtraPostActions kind={kind} post={state.post} />
              </div>
            </>
          )}
        </CardContent>
      </Card>
      {state.status === 'error' && <GenerationError error={state.error} />}
    </div>
  );
}
