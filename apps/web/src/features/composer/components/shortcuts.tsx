const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The composer's keyboard shortcuts, in a small disclosure, with the keys this computer has. */
export function Shortcuts() {
  const mod = isMac() ? '⌘' : 'Ctrl';
  const rows: [string, string][] = [
    [`${mod} + Enter`, 'Add a new part after the one you are writing in'],
    [`${mod} + Shift + Enter`, 'Save and open Schedule'],
    ['Alt + ↑ / Alt + ↓', 'Move the part you are writing in up or down'],
    ['Space on a part’s handle, then ↑ / ↓, then Space', 'Drag a part with the keyboard'],
  ];
  return (
    <details className="rounded-lg border px-3 py-2 text-sm">
      <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
        Shortcuts
      </summary>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd className="mb-1 text-muted-foreground sm:mb-0">{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
