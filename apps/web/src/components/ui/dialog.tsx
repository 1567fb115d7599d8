import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './return-focus';

/**
 * A modal dialog with a title; closes on Escape, on the overlay and on its close button (for
 * pointer and screen reader users alike), focus stays inside and goes back to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Primitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg',
            className,
          )}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Primitive.Title className="pr-8 text-lg font-semibold">{title}</Primitive.Title>
          <Primitive.Close className="absolute top-3 right-3 rounded-md p-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
            <X aria-hidden className="size-4" />
            <span className="sr-only">Close dialog</span>
          </Primitive.Close>
          {description && (
            <Primitive.Description className="text-sm text-muted-foreground">
              {description}
            </Primitive.Description>
          )}
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
