import type { Post, PostKind } from '@quillpost/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorCode, errorMessage } from '@/lib/api-client';
import type { GenerationState } from '../api/use-generate-post';
import { KIND_TEXT } from '../kinds';
import { ExtraPostActions } from './extra-actions';
import { useEditing } from '../lib/use-editing';
import { CopyButton, EditButton, ShareButton } from './post-actions';
import { PostContent } from './post-content';
import { PostEditor } from './post-editor';

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

/** The saved result with its actions; an edit saved here shows in place of what was generated. */
function GeneratedPost({ kind, generated }: { kind: PostKind; generated: Post }) {
  const [edited, setEdited] = useState<Post | null>(null);
  const post = edited?._id === generated._id ? edited : generated;
  const { editing, open, close, editButton } = useEditing();
  if (editing) {
    return (
      <PostEditor
        kind={kind}
        post={post}
        onClose={(saved) => {
          if (saved) setEdited(saved);
          close();
        }}
      />
    );
  }
  return (
    <>
      <PostContent kind={kind} content={post.content} />
      <div className="flex flex-wrap gap-2">
        <CopyButton text={post.content} />
        {KIND_TEXT[kind].canShare && <ShareButton text={post.content} />}
        <EditButton ref={editButton} onClick={open} />
        <ExtraPostActions kind={kind} post={post} />
      </div>
    </>
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
          {state.status === 'success' && <GeneratedPost kind={kind} generated={state.post} />}
        </CardContent>
      </Card>
      {/* A refused request is said beside the fields of the form. */}
      {state.status === 'error' && errorCode(state.error) !== 'invalid_input' && (
        <GenerationError error={state.error} />
      )}
    </div>
  );
}
