import { Button } from '@chakra-ui/react/button';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'danger' | 'primary';
};

/** The dialog of `ConfirmDialog`, loaded when it first opens. */
export default function ConfirmDialogView({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  tone = 'primary',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      role="alertdialog"
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description ? (
              <Dialog.Body>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'green'}
                onClick={onConfirm}
                loading={busy}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
