import { AtSign, Cpu, CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useConfig } from '../api/get-config';
import { engineLabel, paymentsLabel, xLabel } from '../labels';

/** Says which generation engine, payment provider and X this server uses, so nobody is misled. */
export function EngineBadge() {
  const config = useConfig();
  if (!config.data) return null;
  return (
    <div aria-label="Server setup" role="group" className="flex flex-wrap items-center gap-2">
      <Badge variant="outline" className="gap-1.5">
        <Cpu aria-hidden className="size-3.5" />
        {engineLabel(config.data)}
      </Badge>
      <Badge variant="outline" className="gap-1.5">
        <CreditCard aria-hidden className="size-3.5" />
        {paymentsLabel(config.data)}
      </Badge>
      <Badge variant="outline" className="gap-1.5">
        <AtSign aria-hidden className="size-3.5" />
        {xLabel(config.data)}
      </Badge>
    </div>
  );
}
