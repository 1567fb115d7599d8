import type { Usage } from '@quillpost/shared';

/** From this share of the monthly limit on, the generate screens warn about what is left. */
export const NEAR_LIMIT_RATIO = 0.8;

export function remaining(usage: Usage): number {
  return Math.max(0, usage.limit - usage.used);
}

export function isNearLimit(usage: Usage): boolean {
  return usage.limit > 0 && usage.used >= usage.limit * NEAR_LIMIT_RATIO;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
