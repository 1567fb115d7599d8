import { isPublishableKind, type Post, type PostKind } from '@quillpost/shared';
import { ImageIcon, Trash2 } from 'lucide-react';
import { EvergreenBadge } from '@/components/evergreen-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeletePost } from '../api/delete-post';
import { KIND_TEXT } from '../kinds';
import { ExtraPostActions } from './extra-actions';
import { EvergreenButton, EvergreenNote } from './evergreen-control';
import { ExtraPostStatus } from './post-status';
import { useEditing } from '../lib/use-editing';
import { CopyButton, EditButton, EditLink, ShareButton } from './post-actions';
import { PostContent } from './post-content';
import { PostEditor } from './post-editor';

export function PostCard({
  kind,
  post,
  pagePostIds,
}: {
  kind: PostKind;
  post: Partial<Post> & { content: string };
  /** The saved posts loaded with this one (a library page), for what is shown of each. */
  pagePostIds?: readonly string[];
}) {
  const remove = useDeletePost(kind);
  const { editing, open, close, editButton } = useEditing();
  const id = post._id;
  const titleId = `post-${post._id ?? 'unsaved'}-title`;
  const images = post.media?.flat().length ?? 0;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex w-full flex-col">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle id={titleId} className="line-clamp-2 text-base break-words">
          {post.title || `Untitled ${KIND_TEXT[kind].noun.toLowerCase()}`}
        </CardTitle>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {post.source === 'written' && <Badge variant="outline">Written</Badge>}
          {post.source === 'variant' && (
            <Badge variant="outline" title="A fresh variant of an evergreen post">
              Variant
            </Badge>
          )}
          {post.evergreen && <EvergreenBadge />}
          {images > 0 && (
            <Badge variant="outline" className="gap-1">
              <ImageIcon aria-hidden className="size-3" />
              {images === 1 ? '1 image' : `${images} images`}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {editing && id ? (
          <PostEditor kind={kind} post={{ _id: id, content: post.content }} onClose={close} />
        ) : (
          <PostContent kind={kind} content={post.content} />
        )}
        {post.evergreen && (
          <div className="mt-3">
            <EvergreenNote post={post} />
          </div>
        )}
        {id && pagePostIds && (
          <div className="mt-3">
            <ExtraPostStatus kind={kind} postId={id} pagePostIds={pagePostIds} />
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <CopyButton text={post.content} />
        {KIND_TEXT[kind].canShare && <ShareButton text={post.content} images={images} />}
        {id && isPublishableKind(kind) && (
          <EditLink to={`/dashboard/posts/${kind}/${encodeURIComponent(id)}/edit`} />
        )}
        {id && !isPublishableKind(kind) && !editing && (
          <EditButton ref={editButton} onClick={open} />
        )}
        <ExtraPostActions kind={kind} post={post} />
        <EvergreenButton kind={kind} post={post} />
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(post._id)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}
