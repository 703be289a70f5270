import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';
import { dialogSlotRecipe } from './slot-recipes';

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
 * the dialog for a screen reader), focus moved in on opening and back on closing (Chakra's).
 */
export function DialogFrame({ open, onClose, title, size, placement, role, children }: Props) {
  return (
    <Dialog.Root
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
