import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { useOnceOpened } from './use-once-opened';

const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/** A yes/no question in a dialog: clear cart, logout, language change. Loaded when first asked. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOnceOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
