import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/components/DialogFrame';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useOrderCancelFlow } from '@/system/flows/order-cancel';
import { radioGroupSlotRecipe } from '@/components/slot-recipes';
import { connect } from './order-cancel.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/orders';

/** 'What’s Wrong With This Order?': the customer reasons as radios, Back, Submit (SPEC §2). */
export function CancelOrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useConnect(useOrderCancelFlow(orderId), connect);
  const { isOpen } = cancel;
  useEffect(() => {
    if (!isOpen) onClose();
  }, [isOpen, onClose]);
  return (
    <DialogFrame
      open={isOpen}
      onClose={cancel.back}
      size="sm"
      role="alertdialog"
      title={t('myOrders.cancelTitle')}
    >
      <Dialog.Body>
        {cancel.isLoading ? <Skeleton height="32" /> : null}
        {cancel.loadFailed ? (
          <Stack role="alert" gap="2" align="start">
            <Text>{t('errors.loadFailed')}</Text>
            <Button variant="outline" size="sm" onClick={cancel.retry}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : null}
        {cancel.reasons.length > 0 ? (
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            value={cancel.chosen}
            onValueChange={(details) => {
              if (details.value) cancel.choose(details.value);
            }}
            aria-label={t('myOrders.cancelReasons')}
            disabled={cancel.isCanceling}
          >
            <Stack gap="3">
              {cancel.reasons.map((reason) => (
                <RadioGroup.Item key={reason.id} value={reason.reason}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText dir="auto">{reason.reason}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={cancel.back} disabled={cancel.isCanceling}>
          {t('myOrders.back')}
        </Button>
        <BusyButton
          colorPalette="red"
          onClick={cancel.submit}
          disabled={!cancel.canSubmit}
          busy={cancel.isCanceling}
        >
          {t('myOrders.submit')}
        </BusyButton>
      </Dialog.Footer>
    </DialogFrame>
  );
}
