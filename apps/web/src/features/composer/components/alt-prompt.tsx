import { useRef } from 'react';
import { AlertDialog as Primitive } from 'radix-ui';
import { AlertSurface } from '@/components/ui/alert-surface';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * Asked before saving or scheduling while images have no description. It never blocks:
 * "Continue without" goes on as asked; "Add descriptions" takes the person to the first field.
 */
export function AltPrompt(props: {
  missing: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDescribe: () => void;
  onContinue: () => void;
}) {
  const { missing } = props;
  // "Add descriptions" moves focus to a field, which only works once the dialog has let go of it.
  const describing = useRef(false);
  const focusElsewhere = () => {
    if (!describing.current) return false;
    describing.current = false;
    props.onDescribe();
    return true;
  };
  return (
    <AlertSurface
      open={props.open}
      onOpenChange={props.onOpenChange}
      focusElsewhere={focusElsewhere}
      title={
        missing === 1 ? '1 image has no description.' : `${missing} images have no description.`
      }
      message="Screen-reader users will not know what they show."
    >
      <Primitive.Cancel
        className={buttonVariants({ variant: 'outline' })}
        onClick={() => {
          describing.current = true;
        }}
      >
        Add descriptions
      </Primitive.Cancel>
      <Primitive.Action className={buttonVariants()} onClick={props.onContinue}>
        Continue without
      </Primitive.Action>
    </AlertSurface>
  );
}
