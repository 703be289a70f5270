import { useCallback, useState } from 'react';
import type { SavedAddress } from '@/api/schemas/addresses';
import type { CartRow } from '@/api/schemas/cart';
import { useConnect } from '@/system/flow-actor';
import { useCheckoutFlow } from '@/system/flows/checkout';
import { useCheckoutSettings, useWalletBalance, useZonePayments } from '@/system/use-checkout-data';
import { useConfig } from '@/system/use-config';
import type { AddressPayload } from '@/domain/address';
import type { CheckoutSource } from '@/domain/buy-now';
import {
  orderTypesOffered,
  tipApplied,
  tipsOffered,
  walletUsable,
} from '@/domain/checkout-options';
import { checkoutSummary } from '@/domain/checkout-summary';
import type { GuestContact } from '@/domain/guest-contact';
import { cashOnDeliveryNotice } from '@/domain/payment-methods';
import { useStoredPlace } from '@/platform/location-store';
import { useSignedIn } from '@/system/use-session';
import { newAddressForm, savedToForm, useAddresses } from '@/features/address';
import { type AddressChoice, connect } from './checkout.connect';
import { ADDRESS_FIELDS, CONTACT_FIELDS, choiceOf, typedValues } from './checkout-fields';
import { useCheckoutTotals } from './use-checkout-totals';

/** What the address dialog is open for. */
type Editing = { kind: 'new' } | { kind: 'saved'; address: SavedAddress } | null;

export type CheckoutPageProps = { source: CheckoutSource; rows: CartRow[]; address: string };

/**
 * Everything the checkout screen renders and every handler it calls, over the checkout's flow
 * (src/system/flows/checkout.ts) and its connect: the config's choices, the saved addresses, the
 * summary and totals, the payment notes, which dialog is open. The sections only render it.
 */
export function useCheckoutPage({ source, rows, address }: CheckoutPageProps) {
  const config = useConfig().data;
  const settings = useCheckoutSettings();
  const place = useStoredPlace();
  const signedIn = useSignedIn();
  const addresses = useAddresses();
  const point = place.latLng ?? config?.default_location ?? null;
  const moduleId = place.module?.id ?? null;
  const walletOn = walletUsable(settings, signedIn);
  const checkout = useConnect(
    useCheckoutFlow(address, source, { point, moduleId, walletOn }),
    connect,
  );
  const { options } = checkout;
  // The same zone answer as the flow's (one query, at the chosen address): the cash-on-delivery limit.
  const zone = useZonePayments(options.point ?? point, moduleId).data;
  const walletBalance = useWalletBalance(walletOn);
  const [editing, setEditing] = useState<Editing>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The fields keep what is typed; choosing an address draws them afresh with its values.
  const [fieldsVersion, setFieldsVersion] = useState(0);
  const [editingContact, setEditingContact] = useState(false);
  const closeAddressDialog = useCallback(() => setEditing(null), []);

  const summary = checkoutSummary(checkout.source, rows);
  const delivery = !checkout.isTakeAway;
  // Take-away shows the contact as a card; its edit icon opens the guest contact dialog.
  const fields = delivery ? [...CONTACT_FIELDS, ...ADDRESS_FIELDS] : [];
  const totals = useCheckoutTotals({
    source: checkout.source,
    rows,
    options,
    point,
    subtotal: summary.subtotal,
    tips: tipApplied(settings, options.orderType, options.tips),
  });
  const choose = (choice: AddressChoice) => {
    checkout.chooseAddress(choice);
    setFieldsVersion((version) => version + 1);
  };
  const contact = {
    name: checkout.valueOf('contactName'),
    phone: checkout.valueOf('contactPhone'),
    email: checkout.valueOf('contactEmail'),
  };

  return {
    checkout,
    settings,
    signedIn,
    addresses,
    delivery,
    orderTypes: orderTypesOffered(settings),
    showsTips: tipsOffered(settings, options.orderType),
    fields,
    fieldsVersion,
    contact,
    /** The contact's messages, shown under the take-away contact card. */
    contactErrors: CONTACT_FIELDS.map(({ field }) => checkout.errorKeyOf(field)).filter(
      (key): key is string => key !== undefined,
    ),
    summary,
    totals,
    walletBalance,
    cashOnDelivery: cashOnDeliveryNotice({
      methods: checkout.paymentMethods,
      chosen: checkout.paymentMethod,
      codLimit: zone?.codLimit ?? 0,
      amount: totals.total,
    }),
    chosenAddressId: chosenId,
    selectSaved: (saved: SavedAddress) => {
      setChosenId(saved.id);
      choose(choiceOf(saved));
    },
    addNewAddress: () => setEditing({ kind: 'new' }),
    editSaved: (saved: SavedAddress) => setEditing({ kind: 'saved', address: saved }),
    /** The address dialog's form and the saved address it edits (null: a new one); null when closed. */
    addressDialog:
      editing === null
        ? null
        : editing.kind === 'saved'
          ? { form: savedToForm(editing.address), id: editing.address.id }
          : {
              form: newAddressForm({
                contactName: contact.name,
                contactPhone: contact.phone,
                contactEmail: contact.email,
                address: checkout.valueOf('address') || address,
                point: point ?? { lat: 0, lng: 0 },
              }),
              id: null,
            },
    closeAddressDialog,
    addressDone: (payload: AddressPayload) => {
      setChosenId(null);
      choose(choiceOf(payload));
      setEditing(null);
    },
    isEditingContact: editingContact,
    editContact: () => setEditingContact(true),
    closeContact: () => setEditingContact(false),
    contactSaved: (saved: GuestContact) => {
      checkout.chooseContact(saved);
      setEditingContact(false);
    },
    /** Place Order with what the form's fields hold (`formValues` of the submitted form). */
    submit: (values: Record<string, string>) => checkout.place(typedValues(fields, values)),
  };
}

export type CheckoutPageApi = ReturnType<typeof useCheckoutPage>;
