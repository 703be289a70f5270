import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';

const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/**
 * A yes/no question in a dialog: clear cart, logout, language change. Its code loads when it
 * first opens (a page that never asks does not fetch it), and then it stays, so it can close
 * with its animation and open again at once.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
