import { THREAD_HEADER } from '@quillpost/shared';
import { useMemo } from 'react';
import { partCounts, type CountedNetwork } from '../lib/counting';
import { PartCounts } from './part-count';

/** A thread's optional first line, which goes out under 🧵 (on its own or with part 1). */
export function ThreadHeader({
  value,
  networks,
  onChange,
}: {
  value: string;
  networks: CountedNetwork[];
  onChange: (value: string) => void;
}) {
  const counts = useMemo(
    () =>
      partCounts(networks, { written: value, posted: `${THREAD_HEADER} ${value}` }, 'The header'),
    [networks, value],
  );
  const invalid = counts.some((count) => count.problem);
  const shown = value.trim() !== '';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="composer-thread-header" className="text-sm font-medium">
        Thread header (optional)
      </label>
      <div className="flex items-center gap-2 rounded-md border border-input bg-background px-3 focus-within:outline-2 focus-within:outline-ring">
        <span aria-hidden>{THREAD_HEADER}</span>
        <input
          id="composer-thread-header"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={shown ? 'composer-thread-header-counts' : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none md:text-sm"
        />
      </div>
      {shown && <PartCounts id="composer-thread-header-counts" counts={counts} />}
    </div>
  );
}
