import type { PublishableKind } from '@quillpost/shared';
import { cn } from '@/lib/cn';

const KINDS: { kind: PublishableKind; label: string }[] = [
  { kind: 'tweet', label: 'Tweet' },
  { kind: 'thread', label: 'Thread' },
];

/** Tweet or thread, as two radio buttons drawn as one switch. */
export function KindChoice({
  kind,
  onChange,
}: {
  kind: PublishableKind;
  onChange: (kind: PublishableKind) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Post type</legend>
      <div className="inline-flex self-start rounded-md border p-0.5">
        {KINDS.map((option) => (
          <label
            key={option.kind}
            className={cn(
              'cursor-pointer rounded px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              kind === option.kind ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name="composer-kind"
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => onChange(option.kind)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
