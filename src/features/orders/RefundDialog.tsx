import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/components/DialogFrame';
import { Field } from '@chakra-ui/react/field';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useRefundRequestFlow } from '@/system/flows/refund-request';
import { ErrorState } from '@/components/ErrorState';
import { fieldSlotRecipe, radioGroupSlotRecipe } from '@/components/slot-recipes';
import { PhotoPicker } from './PhotoPicker';
import { connect } from './refund-request.connect';
import { useRefundReasons } from './use-orders';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/orders';

/** A delivered order's refund request (refund-request machine): the provider's reasons, an optional note, Submit. */
export function RefundDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const reasons = useRefundReasons(true);
  const refund = useConnect(useRefundRequestFlow(orderId, onClose), connect);
  return (
    <DialogFrame
      open
      onClose={() => (refund.isSending ? undefined : onClose())}
      size="sm"
      title={t('myOrders.refundTitle')}
    >
      <Dialog.Body>
        <Stack gap="4">
          {reasons.isPending ? <Skeleton height="24" /> : null}
          {reasons.isError ? (
            <ErrorState error={reasons.error} onRetry={() => void reasons.refetch()} />
          ) : null}
          {reasons.data ? (
            <RadioGroup.Root
              recipe={radioGroupSlotRecipe}
              value={refund.reason}
              onValueChange={(details) => refund.chooseReason(details.value)}
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
              value={refund.note}
              maxLength={1000}
              onChange={(event) => refund.changeNote(event.target.value)}
            />
          </Field.Root>
          <PhotoPicker
            images={refund.images}
            onChange={refund.changeImages}
            disabled={refund.isSending}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={refund.isSending}>
          {t('myOrders.back')}
        </Button>
        <BusyButton
          colorPalette="green"
          disabled={!refund.canSubmit}
          busy={refund.isSending}
          onClick={refund.submit}
        >
          {t('myOrders.submit')}
        </BusyButton>
      </Dialog.Footer>
    </DialogFrame>
  );
}
