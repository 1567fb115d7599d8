import { lazy, Suspense } from 'react';
import { useAlertStore } from '@/stores/alert';

// Loaded on first use, so pages that never alert do not ship the dialog code.
const AlertDialogView = lazy(() =>
  import('./alert-dialog').then((module) => ({ default: module.AlertDialogView })),
);

/** Mount once near the root: shows the alerts queued with `showAlert`, oldest first. */
export function AlertHost() {
  const current = useAlertStore((state) => state.queue[0]);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogView
        key={current.id}
        title={current.title}
        message={current.message}
        onClose={current.close}
      />
    </Suspense>
  );
}
