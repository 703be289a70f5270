import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/system/use-money';
import type { ParcelParty } from '@machines/parcel-order.machine';
import { ChoiceRadios } from './ChoiceRadios';
import type { connect } from './parcel-order.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/checkout';
import '@/i18n/texts/parcel';

type Props = {
  order: ReturnType<typeof connect>;
  categoryName: string;
};

function PartyLines({ title, party }: { title: string; party: ParcelParty }) {
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">{title}</Text>
      <Text dir="auto">{party.name}</Text>
      <Text dir="ltr" textAlign="start">
        {party.phone}
      </Text>
      <Text dir="auto" color="fg.muted">
        {party.address}
      </Text>
    </Stack>
  );
}

/** Step 2: both parties, the choices, the charge, the payment method and Place Order. */
export function ParcelSummary({ order, categoryName }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const methods = order.paymentMethods.map((value) => ({
    value,
    label: t(`checkout.method.${value}`),
  }));
  return (
    <Stack
      as="section"
      aria-labelledby="parcel-summary"
      gap="5"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      <Heading as="h2" size="md" id="parcel-summary">
        {t('parcel.summary')}
      </Heading>
      <Text>
        {t('parcel.category')}:{' '}
        <Text as="span" dir="auto">
          {categoryName}
        </Text>
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <PartyLines title={t('parcel.sender')} party={order.sender} />
        <PartyLines title={t('parcel.receiver')} party={order.receiver} />
      </Stack>
      <Text>
        {t('parcel.instruction')}:{' '}
        <Text as="span" dir="auto">
          {order.instruction || t('parcel.noInstruction')}
        </Text>
      </Text>
      <Text>
        {t('parcel.chargePayer')}{' '}
        {order.chargePayer === 'sender' ? t('parcel.payer.sender') : t('parcel.payer.receiver')}
      </Text>
      {order.estimatedCharge !== null ? (
        <Stack gap="0">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{t('parcel.charge')}</Text>
            <Text fontWeight="semibold" dir="ltr">
              {money(order.estimatedCharge)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('parcel.chargeNote')}
          </Text>
        </Stack>
      ) : null}
      {methods.length > 0 ? (
        <ChoiceRadios
          label={t('checkout.paymentMethod')}
          value={order.paymentMethod}
          options={methods}
          onChange={order.choosePayment}
        />
      ) : null}
      {order.paymentNote ? (
        <Text
          fontSize="sm"
          color={order.canPlace ? 'fg.muted' : 'fg.error'}
          role={order.canPlace ? undefined : 'alert'}
        >
          {t(order.paymentNote)}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
        <Button variant="outline" onClick={order.back} disabled={order.isPlacing}>
          {t('parcel.editDetails')}
        </Button>
        <BusyButton
          colorPalette="green"
          busy={order.isPlacing}
          disabled={!order.canPlace}
          onClick={order.place}
        >
          {t('checkout.placeOrder')}
        </BusyButton>
      </Stack>
    </Stack>
  );
}
