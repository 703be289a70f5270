import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from './DialogFrame';
import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';

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
    <DialogFrame open={open} onClose={onCancel} size="sm" role="alertdialog" title={title}>
      {description ? (
        <Dialog.Body>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Body>
      ) : null}
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <BusyButton
          colorPalette={tone === 'danger' ? 'red' : 'green'}
          onClick={onConfirm}
          busy={busy}
        >
          {confirmLabel}
        </BusyButton>
      </Dialog.Footer>
    </DialogFrame>
  );
}
