import { AlertDialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus';

/** A dialog that interrupts: a dimmed page, a small centred card, a title, a message, buttons. */
export function AlertSurface({
  open = true,
  onOpenChange,
  title,
  message,
  children,
  focusElsewhere,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  children: ReactNode;
  /**
   * Called once the dialog has closed, instead of giving focus back to what opened it, when it
   * answers true: for an action that takes the person somewhere else on the page.
   */
  focusElsewhere?: () => boolean;
}) {
  const returnFocus = useReturnFocus(open);
  const onCloseAutoFocus = (event: Event) => {
    if (focusElsewhere?.()) event.preventDefault();
    else returnFocus(event);
  };
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Primitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95"
        >
          <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
          <Primitive.Description className="text-sm text-muted-foreground">
            {message}
          </Primitive.Description>
          <div className="flex flex-wrap justify-end gap-2">{children}</div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
