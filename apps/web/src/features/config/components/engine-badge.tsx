import { AtSign, Cpu, CreditCard, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useConfig } from '../api/get-config';
import { engineLabel, paymentsLabel, xLabel, type SetupLabel } from '../labels';

/**
 * One badge from `sm` up. On a phone the three are names alone in one outlined line, without
 * icons, borders or details ("nothing is posted"), so they do not stack above every screen.
 */
function SetupBadge({ icon: Icon, label }: { icon: LucideIcon; label: SetupLabel }) {
  return (
    <Badge variant="outline" className="gap-1.5 border-0 p-0 sm:border sm:px-2.5 sm:py-0.5">
      <Icon aria-hidden className="hidden size-3.5 sm:block" />
      <span>
        {label.name}
        {label.detail && <span className="hidden sm:inline"> · {label.detail}</span>}
      </span>
    </Badge>
  );
}

/** Says which generation engine, payment provider and X this server uses, so nobody is misled. */
export function EngineBadge() {
  const config = useConfig();
  if (!config.data) return null;
  return (
    <div
      aria-label="Server setup"
      role="group"
      className="flex flex-wrap items-center gap-x-2 self-start rounded-2xl border px-2.5 py-0.5 sm:gap-1.5 sm:border-0 sm:p-0"
    >
      <SetupBadge icon={Cpu} label={engineLabel(config.data)} />
      <SetupBadge icon={CreditCard} label={paymentsLabel(config.data)} />
      <SetupBadge icon={AtSign} label={xLabel(config.data)} />
    </div>
  );
}
