import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { generationsLine, type PricingPlan } from '../plans';

function Feature({
  inverse,
  className,
  limitOf,
  children,
}: {
  inverse: boolean;
  className?: string;
  /** On the generations line: the plan, for a prerendered page's script to fill in. */
  limitOf?: string;
  children: string;
}) {
  return (
    <li className={cn('flex items-start gap-2', className)} data-plan-limit={limitOf}>
      <Check
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', inverse ? 'text-indigo-300' : 'text-primary')}
      />
      {children}
    </li>
  );
}

export function PlanCard({
  plan,
  limit,
  selected,
  processing,
  onChoose,
}: {
  plan: PricingPlan;
  /** Generations a month on this server; undefined until it has answered. */
  limit: number | undefined;
  selected: boolean;
  processing: boolean;
  onChoose: () => void;
}) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-selected={selected || undefined}
      className={cn(
        'flex flex-col gap-6 rounded-2xl border p-7 shadow-sm transition-shadow',
        plan.inverse
          ? 'border-slate-900 bg-slate-900 text-white dark:border-slate-600 dark:bg-slate-950'
          : 'bg-card text-card-foreground',
        selected && 'shadow-lg ring-4 ring-primary ring-offset-2 ring-offset-background',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.title}
        </h3>
        {plan.popular && <Badge>Popular</Badge>}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">${plan.monthlyPrice}</span>
        <span className={cn('text-sm', plan.inverse ? 'text-slate-300' : 'text-muted-foreground')}>
          /month
        </span>
      </p>
      <Button
        size="lg"
        variant={plan.inverse ? 'secondary' : 'default'}
        className={cn('w-full', plan.inverse && 'bg-white text-slate-900 hover:bg-slate-100')}
        onClick={onChoose}
        disabled={processing}
        aria-describedby={titleId}
        data-plan={plan.id}
      >
        {processing && <Spinner className="size-4 text-current" label="Processing payment" />}
        {plan.buttonText}
      </Button>
      <ul className="flex flex-col gap-3 text-sm">
        {/* Holds its line while the limit loads, so the card does not shift. */}
        <Feature
          inverse={plan.inverse}
          className={limit === undefined ? 'invisible' : undefined}
          limitOf={plan.id}
        >
          {generationsLine(limit ?? 0)}
        </Feature>
        {plan.features.map((feature) => (
          <Feature key={feature} inverse={plan.inverse}>
            {feature}
          </Feature>
        ))}
      </ul>
    </article>
  );
}
