import { THREAD_HEADER } from '@quillpost/shared';

/** A thread's optional first line, which goes out under 🧵 (on its own or with part 1). */
export function ThreadHeader({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
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
          onChange={(event) => onChange(event.target.value)}
          className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none md:text-sm"
        />
      </div>
    </div>
  );
}
