import type { PostKind } from '@quillpost/shared';
import { KIND_TEXT, PostList } from '@/features/posts';

export function LibraryScreen({ kind }: { kind: PostKind }) {
  return (
    <>
      <title>{`${KIND_TEXT[kind].listTitle} · Quillpost`}</title>
      <PostList key={kind} kind={kind} />
    </>
  );
}
