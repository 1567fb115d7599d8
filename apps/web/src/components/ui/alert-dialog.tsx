import { AlertDialog as Primitive } from 'radix-ui';
import { AlertSurface } from './alert-surface';
import { buttonVariants } from './button-variants';

/** The dialog behind `showAlert`: a title, a message and one OK button that takes the focus. */
export function AlertDialogView({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <AlertSurface title={title} message={message} onOpenChange={(open) => !open && onClose()}>
      <Primitive.Action className={buttonVariants()} onClick={onClose}>
        OK
      </Primitive.Action>
    </AlertSurface>
  );
}
