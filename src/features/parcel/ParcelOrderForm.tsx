import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ParcelInstruction } from '@/api/parcel';
import type { ParcelCategory } from '@/api/schemas/content';
import { useConnect } from '@/system/flow-actor';
import { useParcelOrderFlow, type ParcelPaymentSources } from '@/system/flows/parcel-order';
import { trackOrderHref } from '@/system/url/order-urls';
import type { ChargePayer, ParcelParty, ParcelSide } from '@machines/parcel-order.machine';
import { ChoiceRadios } from './ChoiceRadios';
import { connect } from './parcel-order.connect';
import { ParcelPlaced } from './ParcelPlaced';
import { ParcelSummary } from './ParcelSummary';
import { PartyAddressDialogs } from './PartyAddressDialogs';
import { PartyFields } from './PartyFields';
import '@/i18n/texts/parcel';

type Props = {
  category: ParcelCategory;
  sender: ParcelParty;
  guestId: string | null;
  instructions: ParcelInstruction[];
  /** What decides the payment methods offered (the config, the sender's zone, the wallet). */
  payments: ParcelPaymentSources;
};

/** The parcel order's two steps (details, summary) and the placed order: views of its machine. */
export function ParcelOrderForm({ category, sender, guestId, instructions, payments }: Props) {
  const { t } = useTranslation();
  const rates = {
    perKm: category.parcel_per_km_shipping_charge ?? 0,
    minimum: category.parcel_minimum_shipping_charge ?? 0,
  };
  const order = useConnect(
    useParcelOrderFlow({ categoryId: category.id, sender, guestId }, payments),
    (snapshot, send) => connect(snapshot, send, rates),
  );
  const [choosing, setChoosing] = useState<ParcelSide | null>(null);

  if (order.placed)
    return (
      <ParcelPlaced
        placed={order.placed}
        guest={guestId !== null}
        trackHref={trackOrderHref({
          orderId: order.placed.orderId,
          ...(guestId !== null ? { contactNumber: order.sender.phone } : {}),
        })}
      />
    );
  if (order.step === 'summary') return <ParcelSummary order={order} categoryName={category.name} />;

  const payers: Array<{ value: ChargePayer; label: string }> = [
    { value: 'sender', label: t('parcel.payer.sender') },
    { value: 'receiver', label: t('parcel.payer.receiver') },
  ];
  return (
    <Stack gap="5">
      <PartyFields
        title={t('parcel.sender')}
        side="sender"
        party={order.sender}
        errors={order.errors.sender}
        onContact={(field, value) => order.changeContact('sender', field, value)}
        onChooseAddress={() => setChoosing('sender')}
      />
      <PartyFields
        title={t('parcel.receiver')}
        side="receiver"
        party={order.receiver}
        errors={order.errors.receiver}
        onContact={(field, value) => order.changeContact('receiver', field, value)}
        onChooseAddress={() => setChoosing('receiver')}
      />
      <Stack gap="5" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} bg="bg.panel">
        <ChoiceRadios
          label={t('parcel.instruction')}
          value={order.instruction}
          options={[
            { value: '', label: t('parcel.noInstruction') },
            ...instructions.map((i) => ({ value: i.instruction, label: i.instruction })),
          ]}
          onChange={order.chooseInstruction}
        />
        <ChoiceRadios
          label={t('parcel.chargePayer')}
          value={order.chargePayer}
          options={payers}
          onChange={order.chooseChargePayer}
        />
        {order.paymentNote ? (
          <Text fontSize="sm" color="fg.muted">
            {t(order.paymentNote)}
          </Text>
        ) : null}
      </Stack>
      <Button
        colorPalette="green"
        alignSelf={{ base: 'stretch', sm: 'end' }}
        onClick={order.continue}
      >
        {t('parcel.continue')}
      </Button>
      {choosing ? (
        <PartyAddressDialogs
          party={order[choosing]}
          signedIn={guestId === null}
          onChosen={(place) => order.choosePlace(choosing, place)}
          onClose={() => setChoosing(null)}
        />
      ) : null}
    </Stack>
  );
}
