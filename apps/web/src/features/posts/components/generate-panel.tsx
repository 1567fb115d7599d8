import type { PostKind } from '@quillpost/shared';
import { Card, CardContent } from '@/components/ui/card';
import { useGeneratePost } from '../api/use-generate-post';
import { GenerateForm } from './generate-form';
import { GenerationResult } from './generation-result';

/** A generate screen: the form beside its result panel (stacked on small screens). */
export function GeneratePanel({ kind }: { kind: PostKind }) {
  const { state, generate } = useGeneratePost(kind);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardContent className="pt-5">
          <GenerateForm
            kind={kind}
            pending={state.status === 'pending'}
            failure={state.status === 'error' ? state.error : undefined}
            onSubmit={(r) => void generate(r)}
          />
        </CardContent>
      </Card>
      <GenerationResult kind={kind} state={state} />
    </div>
  );
}
