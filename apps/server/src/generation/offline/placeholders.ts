import { POINT, SLOT_KINDS } from './copy/slot-kinds';
import type { SlotKind } from './slot-kind';

/** An innermost placeholder: `{name}` with no brace inside. */
export const PLACEHOLDER = /\{([^{}\n]{1,160})\}/g;

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

export function normaliseName(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .replace(/_(one|two|three|four|five|six|first|second|third|fourth|fifth|\d+)$/, (m, n) =>
      /^(first|second)$/.test(n) ? m : '',
    );
}

/** The kind of line a placeholder asks for, from the words in its name. */
export function kindOf(name: string): SlotKind {
  const normal = normaliseName(name);
  const padded = `_${normal}_`;
  return (
    SLOT_KINDS.find((kind) =>
      kind.keys.some((key) => (key.length <= 2 ? normal === key : padded.includes(`_${key}_`))),
    ) ?? POINT
  );
}
