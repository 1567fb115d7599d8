import type { PlanId } from '@quillpost/shared';
import { useEffect, useState } from 'react';
import { getServerConfig } from '@/lib/server-config';

export type PlanLimits = Record<PlanId, number>;

/** Generations a month per plan, as this server counts them; undefined until it has answered. */
export function usePlanLimits(initial?: PlanLimits): PlanLimits | undefined {
  const [limits, setLimits] = useState<PlanLimits | undefined>(initial);
  useEffect(() => {
    if (initial) return;
    let mounted = true;
    getServerConfig().then(
      ({ plans }) => {
        if (mounted) {
          setLimits(Object.fromEntries(plans.map((plan) => [plan.id, plan.limit])) as PlanLimits);
        }
      },
      (error: unknown) => console.error('The plan limits could not be read', error),
    );
    return () => {
      mounted = false;
    };
    // The limits are read once; a section given them reads nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return limits;
}
