import { MAX_PLUG_TEXTS, type TextRules } from '@quillpost/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { plugTextErrors } from '../lib/plug-text-errors';

/**
 * The plug texts, one field each, with a live count by the account's network and, beside each
 * field, why the network would refuse it.
 */
export function PlugTextsField({
  texts,
  rules,
  networkLabel,
  onChange,
}: {
  texts: string[];
  rules: TextRules;
  networkLabel: string;
  onChange: (texts: string[]) => void;
}) {
  const id = useId();
  const errors = plugTextErrors(rules, texts);
  const set = (index: number, text: string) =>
    onChange(texts.map((current, i) => (i === index ? text : current)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Plug texts, used in turn</legend>
      {texts.map((text, i) => {
        const count = rules.count(text.trim());
        const over = count > rules.maxLength;
        return (
          <div key={i} className="flex min-w-0 flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`${id}-${i}`}>Plug text {i + 1}</Label>
              <span
                id={`${id}-${i}-count`}
                className={
                  over ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'
                }
              >
                {count}/{rules.maxLength} {rules.unit} on {networkLabel}
              </span>
            </div>
            <Textarea
              id={`${id}-${i}`}
              rows={2}
              value={text}
              onChange={(event) => set(i, event.target.value)}
              aria-invalid={errors[i] ? true : undefined}
              aria-describedby={[`${id}-${i}-count`, errors[i] && `${id}-${i}-error`]
                .filter(Boolean)
                .join(' ')}
            />
            {errors[i] && (
              <p
                id={`${id}-${i}-error`}
                className="text-sm font-medium break-words text-destructive"
              >
                {errors[i]}
              </p>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="self-start"
              onClick={() => onChange(texts.filter((_, j) => j !== i))}
            >
              Remove <span className="sr-only">plug text {i + 1}</span>
            </Button>
          </div>
        );
      })}
      {texts.length < MAX_PLUG_TEXTS && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => onChange([...texts, ''])}
        >
          Add a plug text
        </Button>
      )}
    </fieldset>
  );
}
