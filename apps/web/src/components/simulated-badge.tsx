import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks a figure made up by sandbox X. */
export function SimulatedBadge({ simulated }: { simulated: boolean }) {
  if (!simulated) return null;
  return (
    <Badge
      variant="outline"
      className="text-muted-foreground"
      title="Sandbox X: figures are simulated"
    >
      <FlaskConical aria-hidden className="size-3" />
      Simulated
    </Badge>
  );
}
