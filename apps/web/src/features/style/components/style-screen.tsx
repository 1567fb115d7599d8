import type { Style, StyleExample } from '@quillpost/shared';
import { Pin, PinOff, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAccounts } from '@/lib/accounts';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { useSaveStyle, useStyle } from '../api/style';
import { missingPostsMessage, traitSentences } from '../lib/trait-words';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function StyleScreen() {
  const style = useStyle();
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Your style</h1>
        <p className="text-sm text-muted-foreground">
          Learned from your own posts, published or imported. While it is on, every generation and
          suggestion is written the way you write.
        </p>
      </div>
      {style.isPending ? (
        <Spinner />
      ) : style.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(style.error)}
        </p>
      ) : style.data.style === null ? (
        <div className="rounded-xl border border-dashed px-4 py-12 text-center">
          <h2 className="text-lg font-semibold">No style yet</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {missingPostsMessage(style.data.posts, style.data.minimumPosts)}
          </p>
        </div>
      ) : (
        <LearnedStyle style={style.data.style} />
      )}
    </div>
  );
}

function LearnedStyle({ style }: { style: Style }) {
  const save = useSaveStyle();
  // A sandbox account's figures are made up, and the examples are ranked by them.
  const simulated = useAccounts().data?.some((account) => account.provider === 'sandbox');
  const pinned = style.examples.filter((example) => example.pinned).map((example) => example.id);
  const toggle = () => save.mutate({ enabled: !style.enabled });
  const pin = (example: StyleExample) =>
    save.mutate({
      enabled: style.enabled,
      pinned: example.pinned ? pinned.filter((id) => id !== example.id) : [...pinned, example.id],
    });
  const drop = (example: StyleExample) =>
    save.mutate({
      enabled: style.enabled,
      pinned: pinned.filter((id) => id !== example.id),
      dropped: [...style.dropped, example.id],
    });
  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-4">
            <div>
              <h2 className="font-semibold">Write in my style</h2>
              <CardDescription>
                From {formatCount(style.basis)} of your posts. A request can still ask for the
                engine&apos;s own voice.
              </CardDescription>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={style.enabled}
              aria-label="Write in my style"
              onClick={toggle}
              disabled={save.isPending}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
                style.enabled ? 'bg-primary' : 'bg-muted-foreground/30',
              )}
            >
              <span
                className={cn(
                  'inline-block size-5 rounded-full bg-background shadow transition-transform',
                  style.enabled ? 'translate-x-5' : 'translate-x-0.5',
                )}
              />
            </button>
          </div>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {traitSentences(style.traits).map((sentence) => (
              <li key={sentence}>{sentence}.</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <p role="status" className="text-sm text-destructive empty:hidden">
        {save.isError ? errorMessage(save.error) : ''}
      </p>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">Examples</h2>
          <CardDescription>
            Your best performing posts, shown to the writing engine as examples of your voice. Pin
            one to always keep it; drop one to never use it.
            {simulated && ' The figures of posts on sandbox accounts are simulated.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3">
            {style.examples.map((example) => (
              <li key={example.id} className="rounded-lg border p-3">
                <p className="text-sm break-words whitespace-pre-wrap">{example.text}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-muted-foreground">
                    {example.engagementRate === null
                      ? ''
                      : `${percent.format(example.engagementRate)} engagement · `}
                    {formatCount(example.likes)} {example.likes === 1 ? 'like' : 'likes'} ·{' '}
                    {day.format(new Date(example.postedAt))}
                    {example.pinned ? ' · Pinned' : ''}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => pin(example)}
                      disabled={save.isPending}
                    >
                      {example.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
                      {example.pinned ? 'Unpin' : 'Pin'}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => drop(example)}
                      disabled={save.isPending}
                    >
                      <X aria-hidden />
                      Drop
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </>
  );
}
