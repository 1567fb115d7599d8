import { AlertDialog as Primitive } from 'radix-ui';
import { AlertSurface } from './alert-surface';
import { buttonVariants } from './button-variants';

/**
 * Asks before something that cannot be undone: the safe choice takes the focus, so Enter or
 * Escape keeps things as they are.
 */
export function ConfirmDialog({
  keepLabel,
  confirmLabel,
  onConfirm,
  ...surface
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertSurface {...surface}>
      <Primitive.Cancel className={buttonVariants({ variant: 'outline' })}>
        {keepLabel}
      </Primitive.Cancel>
      <Primitive.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
        {confirmLabel}
      </Primitive.Action>
    </AlertSurface>
  );
}
