import { isPublishableKind, type Post, type PublishableKind } from '@quillpost/shared';
import { EvergreenBadge } from '@/components/evergreen-badge';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/account';
import { Composer, usePost, type ScheduleSlotProps } from '@/features/composer';
import { EvergreenButton, EvergreenNote } from '@/features/posts';
import { LazyScheduleDialog } from '@/features/publications';
import { errorMessage } from '@/lib/api-client';
import { readStartWith } from '@/lib/start-with';

/** The composer schedules through the publications feature's dialog. */
const schedule = (props: ScheduleSlotProps) => <LazyScheduleDialog {...props} />;

function Heading({ children }: { children: string }) {
  return (
    <>
      <title>{`${children} · Quillpost`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{children}</h1>
    </>
  );
}

/** `/dashboard/new`: a tweet or thread written from scratch. */
export function NewPostRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const { text } = readStartWith(useLocation().state);
  if (!me.data) return <Spinner label="Loading the composer" />;
  return (
    <>
      <Heading>New post</Heading>
      <Composer
        userId={me.data._id}
        authorName={me.data.name}
        renderSchedule={schedule}
        startWith={text}
        onCreated={(post, kind, scheduleNext) =>
          // Once saved, the post is edited at its own address, where a reload finds it.
          navigate(`/dashboard/posts/${kind}/${post._id}/edit`, {
            replace: true,
            state: { schedule: scheduleNext },
          })
        }
      />
    </>
  );
}

/** The post's evergreen settings beside the composer, and where its cycle stands. */
function Evergreen({ kind, post }: { kind: PublishableKind; post: Post }) {
  if (!post.evergreen && post.variantOf) {
    return (
      <p className="text-sm text-muted-foreground">
        A fresh variant of an evergreen post: edit it like any post before it goes out.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {post.evergreen && <EvergreenBadge />}
      <EvergreenButton kind={kind} post={post} />
      <EvergreenNote post={post} />
    </div>
  );
}

/** `/dashboard/posts/:kind/:id/edit`: a saved tweet or thread in the composer. */
export function EditPostRoute() {
  const { kind = '', id = '' } = useParams();
  const publishable = isPublishableKind(kind);
  const me = useMe();
  const post = usePost(publishable ? kind : 'tweet', publishable ? id : undefined);
  const scheduleAtStart = (useLocation().state as { schedule?: boolean } | null)?.schedule;
  if (!publishable)
    return <p role="alert">Only tweets and threads can be opened in the composer.</p>;
  if (post.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(post.error)}
      </p>
    );
  }
  if (!me.data || !post.data) return <Spinner label="Loading the post" />;
  return (
    <>
      <Heading>{kind === 'tweet' ? 'Edit tweet' : 'Edit thread'}</Heading>
      <Evergreen kind={kind} post={post.data} />
      <Composer
        key={post.data._id}
        userId={me.data._id}
        authorName={me.data.name}
        post={{ _id: post.data._id, kind, content: post.data.content, media: post.data.media }}
        renderSchedule={schedule}
        scheduleAtStart={scheduleAtStart}
        onCreated={() => {}}
      />
    </>
  );
}
