import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { dialogSlotRecipe, fieldSlotRecipe, radioGroupSlotRecipe } from '@/components/slot-recipes';
import { PhotoPicker } from './PhotoPicker';
import { useRefundReasons, useRefundRequest } from './use-orders';
import '@/i18n/texts/orders';

/** A delivered order's refund request: the provider's reasons, an optional note, Submit. */
export function RefundDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const reasons = useRefundReasons(true);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const refund = useRefundRequest(onClose);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => (details.open || refund.isPending ? undefined : onClose())}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('myOrders.refundTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {reasons.isPending ? <Skeleton height="24" /> : null}
                {reasons.isError ? (
                  <ErrorState error={reasons.error} onRetry={() => void reasons.refetch()} />
                ) : null}
                {reasons.data ? (
                  <RadioGroup.Root
                    recipe={radioGroupSlotRecipe}
                    value={reason}
                    onValueChange={(details) => setReason(details.value)}
                    aria-label={t('myOrders.refundReason')}
                  >
                    <Stack gap="3">
                      {reasons.data.map((item) => (
                        <RadioGroup.Item key={item.id} value={item.reason}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText dir="auto">{item.reason}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                ) : null}
                <Field.Root recipe={fieldSlotRecipe}>
                  <Field.Label>{t('myOrders.refundNote')}</Field.Label>
                  <Textarea
                    value={note}
                    maxLength={1000}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </Field.Root>
                <PhotoPicker images={images} onChange={setImages} disabled={refund.isPending} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={refund.isPending}>
                {t('myOrders.back')}
              </Button>
              <Button
                colorPalette="green"
                disabled={reason === null}
                loading={refund.isPending}
                onClick={() => {
                  if (reason !== null) refund.mutate({ orderId, reason, note, images });
                }}
              >
                {t('myOrders.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
