import { PLAN_TITLES, type CreateOrderResponse } from '@quillpost/shared';
import { Dialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatUsd } from '../messages';

/** The sandbox provider's checkout: says plainly that nothing is charged. */
export function SandboxCheckoutDialog({
  order,
  onPay,
  onCancel,
}: {
  order: CreateOrderResponse;
  onPay: () => void;
  onCancel: () => void;
}) {
  const price = formatUsd(order.amount);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95">
          <Dialog.Title className="text-lg font-semibold">Sandbox checkout</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            This server uses the sandbox payment provider: no real money moves and no card is
            needed. Paying gives your account the {PLAN_TITLES[order.plan]} plan ({price} a month)
            for 30 days.
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonVariants({ variant: 'outline' })}>Cancel</Dialog.Close>
            <button type="button" className={buttonVariants()} onClick={onPay}>
              Pay {price}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
