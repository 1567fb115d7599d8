import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/field';
import { cn } from '@/lib/cn';

const inputClass =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

/**
 * A labelled text input with its hint below it and, when the server refused it, why: said right
 * beside the field and tied to it, so a screen reader reads it with the field.
 */
export function FormField({
  label,
  hint,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { label: string; hint?: ReactNode; error?: string }) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        {...input}
        id={id}
        className={cn(inputClass, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium break-words text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
