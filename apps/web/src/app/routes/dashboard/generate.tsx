import type { PostKind } from '@quillpost/shared';
import { UsageNotice } from '@/features/account';
import { GeneratePanel, KIND_TEXT } from '@/features/posts';

export function GenerateScreen({ kind }: { kind: PostKind }) {
  return (
    <>
      <title>{`${KIND_TEXT[kind].submit} · Quillpost`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{KIND_TEXT[kind].submit}</h1>
      <UsageNotice />
      <GeneratePanel key={kind} kind={kind} />
    </>
  );
}
