import { Button, IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { CartRow } from '@/api/schemas/cart';
import { useConnect } from '@/app/flow-actor';
import { AddressDialog } from '@/app/feature-slots';
import { lazyView } from '@/components/lazy-view';
import { useCheckoutFlow } from '@/app/flows/checkout';
import { useCheckoutSource } from '@/app/url/checkout-page';
import { useCart } from '@/app/use-cart';
import { useConfig } from '@/app/use-config';
import { useMoney } from '@/app/use-money';
import { ChoiceChips } from '@/components/ChoiceChips';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { fieldSlotRecipe, radioGroupSlotRecipe } from '@/components/slot-recipes';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField, formValues } from '@/components/TextField';
import type { AddressPayload } from '@/domain/address';
import type { CheckoutSource } from '@/domain/buy-now';
import { checkoutSummary } from '@/domain/checkout-summary';
import type { DeliveryField } from '@/domain/contact';
import type { GuestContact } from '@/domain/guest-contact';
import { useStoredPlace } from '@/platform/location-store';
import type { OrderType } from '@machines/checkout.machine';
import { newAddressForm, SavedAddressList, savedToForm, useAddresses } from '@/features/address';
import { useSignedIn } from '@/app/use-session';
import type { SavedAddress } from '@/api/schemas/addresses';
import { type AddressChoice, connect } from './checkout.connect';
import { CheckoutTotalsList } from './CheckoutTotalsList';
import { CouponField } from './CouponField';
import { PaymentSection } from './PaymentSection';
import { ScheduleChooser } from './ScheduleChooser';
import { useCheckoutSettings, useWalletBalance, useZonePayments } from './use-checkout-data';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';
import { useCheckoutTotals } from './use-checkout-totals';

// The dialogs load when first opened: the checkout's first paint stays light.
const GuestContactDialog = lazyView(() =>
  import('./GuestContactDialog').then((module) => ({ default: module.GuestContactDialog })),
);

/**
 * `/checkout?page=cart|buy_now|campaign`: delivery or take-away, address, coupon, tip, schedule,
 * payment, Place Order, for the cart or for the one item Buy Now (or Order Now) chose.
 */
export default function CheckoutPage() {
  const source = useCheckoutSource();
  const place = useStoredPlace();
  const cart = useCart();
  if (!place.zoneIds) return <Redirect to="/" />;
  if (source.page !== 'cart')
    return (
      <CheckoutForm key={source.page} source={source} rows={[]} address={place.address ?? ''} />
    );
  if (cart.isPending) return <PageSpinner />;
  if (cart.isError) return <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />;
  if (cart.data.length === 0) return <Redirect to="/home" />;
  return <CheckoutForm key="cart" source={source} rows={cart.data} address={place.address ?? ''} />;
}

type FieldSpec = {
  field: DeliveryField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
};

const CONTACT_FIELDS: FieldSpec[] = [
  { field: 'contactName', label: 'checkout.contactName', required: true, autoComplete: 'name' },
  {
    field: 'contactPhone',
    label: 'checkout.contactPhone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
  },
  { field: 'contactEmail', label: 'checkout.contactEmail', type: 'email', autoComplete: 'email' },
];

const ADDRESS_FIELDS: FieldSpec[] = [
  { field: 'address', label: 'checkout.address', required: true, autoComplete: 'street-address' },
  { field: 'road', label: 'checkout.road' },
  { field: 'house', label: 'checkout.house' },
  { field: 'floor', label: 'checkout.floor' },
];

const TIPS = [0, 10, 20, 50, 100];

function choiceOf(address: AddressPayload | SavedAddress): AddressChoice {
  return {
    address: address.address,
    road: address.road ?? '',
    house: address.house ?? '',
    floor: address.floor ?? '',
    contactName: address.contact_person_name,
    contactPhone: address.contact_person_number,
    contactEmail: address.contact_person_email ?? '',
    point: { lat: Number(address.latitude), lng: Number(address.longitude) },
    addressType:
      'address_label' in address && address.address_label
        ? address.address_label
        : address.address_type,
  };
}

/** What the address dialog is open for. */
type Editing = { kind: 'new' } | { kind: 'saved'; address: SavedAddress } | null;

type FormProps = { source: CheckoutSource; rows: CartRow[]; address: string };

function CheckoutForm({ source, rows, address }: FormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const config = useConfig().data;
  const settings = useCheckoutSettings();
  const place = useStoredPlace();
  const signedIn = useSignedIn();
  const addresses = useAddresses();
  const point = place.latLng ?? config?.default_location ?? null;
  const moduleId = place.module?.id ?? null;
  const walletOn = signedIn && settings.customer_wallet_status;
  const checkout = useConnect(
    useCheckoutFlow(address, source, { point, moduleId, walletOn }),
    connect,
  );
  // The same zone answer as the flow's (one query, at the chosen address): the cash-on-delivery limit.
  const zone = useZonePayments(checkout.options.point ?? point, moduleId).data;
  const walletBalance = useWalletBalance(walletOn);
  const [editing, setEditing] = useState<Editing>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The fields keep what is typed; choosing an address draws them afresh with its values.
  const [fieldsVersion, setFieldsVersion] = useState(0);
  const closeDialog = useCallback(() => setEditing(null), []);

  const { lines, subtotal, storeId } = checkoutSummary(checkout.source, rows);
  const { options } = checkout;
  const delivery = !checkout.isTakeAway;
  const orderTypes: OrderType[] = [
    ...(settings.home_delivery_status ? (['delivery'] as const) : []),
    ...(settings.takeaway_status ? (['take_away'] as const) : []),
  ];
  // Take-away shows the contact as a card; its edit icon opens the guest contact dialog.
  const fields = delivery ? [...CONTACT_FIELDS, ...ADDRESS_FIELDS] : [];
  const [editingContact, setEditingContact] = useState(false);
  const contactName = checkout.valueOf('contactName');
  const contactPhone = checkout.valueOf('contactPhone');
  const contactEmail = checkout.valueOf('contactEmail');
  const contactErrors = CONTACT_FIELDS.map(({ field }) => checkout.errorKeyOf(field)).filter(
    (key): key is string => key !== undefined,
  );
  // The dialogs' flows keep the latest callback: these need not be stable.
  const onContactSaved = (contact: GuestContact) => {
    checkout.commit('contactName', contact.name);
    checkout.commit('contactPhone', contact.phone);
    checkout.commit('contactEmail', contact.email);
    setEditingContact(false);
  };
  const tips = delivery && settings.dm_tips_status ? options.tips : 0;
  const totals = useCheckoutTotals({
    source: checkout.source,
    rows,
    options,
    point,
    subtotal,
    tips,
  });

  const choose = (choice: AddressChoice) => {
    checkout.chooseAddress(choice);
    setFieldsVersion((version) => version + 1);
  };
  const onAddressDone = (payload: AddressPayload) => {
    setChosenId(null);
    choose(choiceOf(payload));
    setEditing(null);
  };

  // Text inputs commit on blur (SPEC §9); a submit commits whatever is still being typed.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    for (const { field } of fields) checkout.commit(field, values[field] ?? '');
    checkout.commit('note', values.note ?? '');
    checkout.place();
  };

  if (checkout.isLeaving) return <PageSpinner />;
  return (
    <Container maxW="5xl" py="6">
      <Heading as="h1" size="2xl" mb="5">
        {t('checkout.title')}
      </Heading>
      <form onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
          <Stack gap="5">
            {orderTypes.length > 1 ? (
              <Stack gap="2" as="section" aria-labelledby="order-type-heading">
                <Heading as="h2" id="order-type-heading" size="md">
                  {t('checkout.orderType')}
                </Heading>
                <RadioGroup.Root
                  recipe={radioGroupSlotRecipe}
                  value={options.orderType}
                  onValueChange={(details) => checkout.chooseOrderType(details.value as OrderType)}
                  aria-labelledby="order-type-heading"
                >
                  <HStack gap="6">
                    {orderTypes.map((type) => (
                      <RadioGroup.Item key={type} value={type}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          {t(`checkout.orderTypes.${type}`)}
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              </Stack>
            ) : null}
            {delivery ? (
              <Stack gap="3" as="section" aria-labelledby="addresses-heading">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Heading as="h2" id="addresses-heading" size="md">
                    {t('checkout.deliveryAddresses')}
                  </Heading>
                  <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'new' })}>
                    {t('address.addNew')}
                  </Button>
                </HStack>
                {!signedIn ? (
                  <Text color="fg.muted">{t('address.signInToSelect')}</Text>
                ) : addresses.isPending ? (
                  <PageSpinner />
                ) : addresses.isError ? (
                  <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
                ) : (
                  <SavedAddressList
                    addresses={addresses.data}
                    emptyKey="address.emptySelect"
                    selection={{
                      id: chosenId,
                      labelledBy: 'addresses-heading',
                      onSelect: (saved) => {
                        setChosenId(saved.id);
                        choose(choiceOf(saved));
                      },
                    }}
                    onEdit={(saved) => setEditing({ kind: 'saved', address: saved })}
                  />
                )}
              </Stack>
            ) : null}
            <Stack gap="4" as="section" aria-labelledby="delivery-heading">
              <Heading as="h2" id="delivery-heading" size="md">
                {t(delivery ? 'checkout.deliveryDetails' : 'checkout.contactDetails')}
              </Heading>
              {delivery ? null : (
                <HStack
                  justify="space-between"
                  align="start"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  gap="3"
                >
                  <Stack gap="0" minW="0">
                    {contactName ? (
                      <>
                        <Text dir="auto" fontWeight="semibold">
                          {contactName}
                        </Text>
                        <Text dir="ltr" textAlign="start">
                          {contactPhone}
                        </Text>
                        <Text dir="auto">{contactEmail}</Text>
                      </>
                    ) : (
                      <Text color="fg.muted">{t('checkout.noContact')}</Text>
                    )}
                    {contactErrors.map((key) => (
                      <Text key={key} color="fg.error" fontSize="sm">
                        {t(key)}
                      </Text>
                    ))}
                  </Stack>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('checkout.editContact')}
                    onClick={() => setEditingContact(true)}
                  >
                    <span aria-hidden="true">✎</span>
                  </IconButton>
                </HStack>
              )}
              <Stack gap="4" key={fieldsVersion}>
                {fields.map(({ field, label, required, type, autoComplete }) => (
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
              </Stack>
            </Stack>
            {settings.schedule_order ? (
              <Stack gap="2" as="section" aria-labelledby="schedule-heading">
                <Heading as="h2" id="schedule-heading" size="md">
                  {t('checkout.schedule')}
                </Heading>
                <ScheduleChooser
                  timeZone={settings.timezone}
                  slotMinutes={settings.schedule_order_slot_duration}
                  onChange={checkout.schedule}
                />
              </Stack>
            ) : null}
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
              {lines.map((line) => (
                <HStack as="li" key={line.key} justify="space-between" gap="3">
                  <Text dir="auto">
                    {line.name} × {line.quantity}
                  </Text>
                  <Text flexShrink={0}>{money(line.amount)}</Text>
                </HStack>
              ))}
            </Stack>
            <CouponField
              storeId={storeId}
              subtotal={subtotal}
              applied={options.couponCode}
              onApplied={checkout.applyCoupon}
            />
            {delivery && settings.dm_tips_status ? (
              <Stack gap="2">
                <Text fontWeight="semibold">{t('checkout.tips')}</Text>
                <ChoiceChips
                  label={t('checkout.tips')}
                  choices={TIPS.map((amount) => ({
                    value: amount,
                    label: amount === 0 ? t('checkout.noTip') : money(amount),
                  }))}
                  value={options.tips}
                  onChange={checkout.chooseTip}
                />
              </Stack>
            ) : null}
            <PaymentSection
              methods={checkout.paymentMethods}
              value={checkout.paymentMethod}
              note={checkout.paymentNote}
              onChange={checkout.choosePayment}
              codLimit={zone?.codLimit ?? 0}
              amount={totals.total}
              walletBalance={walletBalance}
            />
            <CheckoutTotalsList totals={totals} />
            <SubmitButton size="lg" loading={checkout.isPlacing} disabled={!checkout.canPlace}>
              {t('checkout.placeOrder')}
            </SubmitButton>
          </Stack>
        </SimpleGrid>
      </form>
      {editing !== null ? (
        <AddressDialog
          open
          onClose={closeDialog}
          form={
            editing?.kind === 'saved'
              ? savedToForm(editing.address)
              : newAddressForm({
                  contactName: checkout.valueOf('contactName'),
                  contactPhone: checkout.valueOf('contactPhone'),
                  contactEmail: checkout.valueOf('contactEmail'),
                  address: checkout.valueOf('address') || address,
                  point: point ?? { lat: 0, lng: 0 },
                })
          }
          id={editing?.kind === 'saved' ? editing.address.id : null}
          signedIn={signedIn}
          saveOptional
          onDone={onAddressDone}
        />
      ) : null}
      {editingContact ? (
        <GuestContactDialog
          open
          contact={{ name: contactName, phone: contactPhone, email: contactEmail }}
          onClose={() => setEditingContact(false)}
          onSaved={onContactSaved}
        />
      ) : null}
    </Container>
  );
}
