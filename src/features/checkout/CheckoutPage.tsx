import { Box } from '@chakra-ui/react/box';
import { cartSubtotal, lineUnitPrice } from '@/domain/cart-lines';
import { fieldSlotRecipe, radioGroupSlotRecipe } from '@/components/slot-recipes';
import { Container } from '@chakra-ui/react/container';
import { Field } from '@chakra-ui/react/field';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Heading } from '@chakra-ui/react/heading';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { CartRow } from '@/api/schemas/cart';
import { useConfig } from '@/app/use-config';
import { useMoney } from '@/app/use-money';
import type { PaymentMethod } from '@machines/checkout.machine';
import { ErrorState } from '@/components/ErrorState';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField, formValues } from '@/components/TextField';
import { PageSpinner } from '@/components/PageSpinner';
import type { DeliveryField } from '@/domain/contact';
import { useCart } from '@/app/use-cart';
import { useStoredPlace } from '@/platform/location-store';
import { useConnect } from '@/app/flow-actor';
import { useCheckoutFlow } from '@/app/flows/checkout';
import { useCheckoutPage } from '@/app/url/checkout-page';
import { connect } from './checkout.connect';

/** `/checkout?page=cart`: delivery address, contact, cash on delivery, Place Order. */
export default function CheckoutPage() {
  // Buy Now and campaign checkouts (page=buy_now|campaign) are not built yet: they show the cart's.
  useCheckoutPage();
  const place = useStoredPlace();
  const cart = useCart();
  if (!place.zoneIds) return <Redirect to="/" />;
  if (cart.isPending) return <PageSpinner />;
  if (cart.isError) return <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />;
  if (cart.data.length === 0) return <Redirect to="/home" />;
  return <CheckoutForm rows={cart.data} address={place.address ?? ''} />;
}

const FIELDS: Array<{
  field: DeliveryField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}> = [
  { field: 'contactName', label: 'checkout.contactName', required: true, autoComplete: 'name' },
  {
    field: 'contactPhone',
    label: 'checkout.contactPhone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
  },
  { field: 'contactEmail', label: 'checkout.contactEmail', type: 'email', autoComplete: 'email' },
  { field: 'address', label: 'checkout.address', required: true, autoComplete: 'street-address' },
  { field: 'road', label: 'checkout.road' },
  { field: 'house', label: 'checkout.house' },
  { field: 'floor', label: 'checkout.floor' },
];

function CheckoutForm({ rows, address }: { rows: CartRow[]; address: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const checkout = useConnect(useCheckoutFlow(address), connect);
  const config = useConfig().data;
  const paymentMethods: PaymentMethod[] = [
    ...(config?.cash_on_delivery !== false ? (['cash_on_delivery'] as const) : []),
    ...(config?.digital_payment ? (['digital_payment'] as const) : []),
  ];

  // Text inputs commit on blur (SPEC §9); a submit commits whatever is still being typed.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    for (const { field } of FIELDS) checkout.commit(field, values[field] ?? '');
    checkout.commit('note', values.note ?? '');
    checkout.place();
  };

  return (
    <Container maxW="5xl" py="6">
      <Heading as="h1" size="2xl" mb="5">
        {t('checkout.title')}
      </Heading>
      <form onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
          <Stack gap="4" as="section" aria-labelledby="delivery-heading">
            <Heading as="h2" id="delivery-heading" size="lg">
              {t('checkout.deliveryDetails')}
            </Heading>
            {FIELDS.map(({ field, label, required, type, autoComplete }) => (
              <TextField
                key={field}
                name={field}
                label={t(label)}
                required={checkout.isRequired(field, required === true)}
                type={type}
                autoComplete={autoComplete}
                value={checkout.valueOf(field)}
                error={checkout.errorKeyOf(field) ? t(checkout.errorKeyOf(field)!) : undefined}
                onCommit={(value) => checkout.commit(field, value)}
              />
            ))}
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>{t('checkout.note')}</Field.Label>
              <Textarea
                name="note"
                rows={4}
                defaultValue={checkout.valueOf('note')}
                onBlur={(event) => checkout.commit('note', event.target.value)}
              />
            </Field.Root>
          </Stack>
          <Stack
            gap="4"
            as="section"
            aria-labelledby="summary-heading"
            borderWidth="1px"
            borderRadius="lg"
            p="4"
          >
            <Heading as="h2" id="summary-heading" size="lg">
              {t('checkout.summary')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2">
              {rows.map((row) => (
                <HStack as="li" key={row.id} justify="space-between">
                  <Text>
                    {row.item.name} × {row.quantity}
                  </Text>
                  <Text>{money(lineUnitPrice(row) * row.quantity)}</Text>
                </HStack>
              ))}
            </Stack>
            <HStack justify="space-between" borderTopWidth="1px" pt="2">
              <Text fontWeight="semibold">{t('cart.subtotal')}</Text>
              <Text fontWeight="bold">{money(cartSubtotal(rows))}</Text>
            </HStack>
            <Box>
              <Text fontWeight="semibold" mb="2" id="payment-heading">
                {t('checkout.paymentMethod')}
              </Text>
              <RadioGroup.Root
                recipe={radioGroupSlotRecipe}
                value={checkout.paymentMethod}
                onValueChange={(details) => checkout.choosePayment(details.value as PaymentMethod)}
                aria-labelledby="payment-heading"
              >
                <Stack gap="2">
                  {paymentMethods.map((method) => (
                    <RadioGroup.Item key={method} value={method}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`checkout.method.${method}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </Box>
            <SubmitButton size="lg" loading={checkout.isPlacing}>
              {t('checkout.placeOrder')}
            </SubmitButton>
          </Stack>
        </SimpleGrid>
      </form>
    </Container>
  );
}
