import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';
import { dialogSlotRecipe } from './slot-recipes';
import { useFocusOrigin } from './use-focus-origin';

type Props = {
  open: boolean;
  /** Escape, a press outside, or a close trigger inside asked it to close */
  onClose: () => void;
  title: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  placement?: 'top' | 'center';
  /** `alertdialog` for a question the visitor must answer */
  role?: 'dialog' | 'alertdialog';
  /** its body and footer (`Dialog.Body`, `Dialog.Footer`), or a form holding them */
  children: ReactNode;
};

/**
 * A dialog's frame, the same in every feature: the backdrop, the box with its title (which names
 * the dialog for a screen reader), focus moved in on opening (Chakra's) and back on closing, to
 * the control that opened it or the one now in its place (`useFocusOrigin`).
 */
export function DialogFrame({ open, onClose, title, size, placement, role, children }: Props) {
  const origin = useFocusOrigin(open);
  return (
    <Dialog.Root
      finalFocusEl={origin}
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={size}
      placement={placement}
      role={role}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
