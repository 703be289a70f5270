import { lazyView } from '@/components/lazy-view';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { useFirstMounted } from './use-first-mounted';
import { useOnceOpened } from './use-once-opened';

const ConfirmDialogView = lazyView(() => import('./ConfirmDialogView'));

/**
 * A yes/no question in a dialog: clear cart, logout, language change. Loaded when first asked.
 * `single`: the question's name when the control asking it is rendered twice (in the bar, hidden
 * on phones, and in the menu drawer): only one of them shows the dialog, not two stacked.
 */
export function ConfirmDialog({ single, ...props }: ConfirmDialogProps & { single?: string }) {
  const open = useFirstMounted(single) && props.open;
  return useOnceOpened(open) ? <ConfirmDialogView {...props} open={open} /> : null;
}
