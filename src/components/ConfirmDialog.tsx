import { lazyView } from '@/components/lazy-view';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { useOnceOpened } from './use-once-opened';

const ConfirmDialogView = lazyView(() => import('./ConfirmDialogView'));

/** A yes/no question in a dialog: clear cart, logout, language change. Loaded when first asked. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useOnceOpened(props.open) ? <ConfirmDialogView {...props} /> : null;
}
