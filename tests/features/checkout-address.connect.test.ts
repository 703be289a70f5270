/**
 * The checkout's address, contact and options connects over their real machines: what the
 * views render and which events their handlers send. Network actors are stubs.
 */
import { describe, expect, it } from 'vitest';
import { connect as connectAddressForm } from '@/features/address/address-form.connect';
import { connect as connectCheckout } from '@/features/checkout/checkout.connect';
import { connect as connectGuestContact } from '@/features/checkout/guest-contact.connect';
import { emptyDeliveryForm } from '@/domain/contact';
import { addressFormMachine } from '@machines/address-form.machine';
import { checkoutMachine } from '@machines/checkout.machine';
import { guestContactFormMachine } from '@machines/guest-contact-form.machine';
import { NEW_FORM, SAVED_FORM } from '../../src/explorer/model/models/address-form.model';
import { answering, connected, pending, settle } from './support/flow';

describe('address dialog connect', () => {
  const machine = addressFormMachine.provide({
    actors: { addAddress: pending(), updateAddress: answering({ message: 'Updated' }) },
  });

  it('shows the label for "other" only, every SPEC §5 message, then adds', () => {
    const flow = connected(machine, connectAddressForm, {
      form: NEW_FORM,
      id: null,
      signedIn: true,
    });
    expect(flow.api()).toMatchObject({ showsLabel: false, isUpdate: false, save: true });
    flow.api().chooseType('other');
    expect(flow.api().showsLabel).toBe(true);
    flow.api().submit();
    expect(flow.api().errorKeyOf('address')).toBe('validation.addressRequired');
    expect(flow.api().errorKeyOf('contactName')).toBe('validation.nameRequired');
    expect(flow.api().errorKeyOf('contactPhone')).toBe('validation.phoneRequired');
    flow.api().commit('address', 'Road 7');
    flow.api().commit('contactName', 'Amina');
    flow.api().commit('contactPhone', '+8801700000000');
    flow.api().submit();
    expect(flow.api().isSaving).toBe(true);
  });

  it('Reset asks first; unticking Save this Address keeps the address for this order', () => {
    const flow = connected(machine, connectAddressForm, {
      form: SAVED_FORM,
      id: 31,
      signedIn: true,
    });
    expect(flow.api().isUpdate).toBe(true);
    flow.api().commit('house', '99');
    flow.api().reset();
    expect(flow.api().isConfirmingReset).toBe(true);
    flow.api().confirmReset();
    expect(flow.api().valueOf('house')).toBe(SAVED_FORM.house);
    flow.api().toggleSave(false);
    flow.api().submit();
    expect(flow.api()).toMatchObject({ isDone: true, isSaving: false });
    expect(flow.actor.getSnapshot().value).toBe('savedLocally');
  });

  it('an update answers with the provider and the dialog is done', async () => {
    const flow = connected(machine, connectAddressForm, {
      form: SAVED_FORM,
      id: 31,
      signedIn: true,
    });
    flow.api().submit();
    expect(flow.api().isSaving).toBe(true);
    await settle();
    expect(flow.api().isDone).toBe(true);
  });
});

describe('checkout options connect', () => {
  const machine = checkoutMachine.provide({ actors: { placeOrder: pending() } });

  it('take-away needs no address; a chosen address fills the fields and its point goes along', () => {
    const flow = connected(machine, connectCheckout, {
      form: emptyDeliveryForm(),
      idempotencyKey: 'key-1',
      guest: false,
      allowedMethods: ['cash_on_delivery', 'wallet', 'digital_payment'],
    });
    flow.api().place();
    expect(flow.api().errorKeyOf('address')).toBe('validation.addressRequired');
    flow.api().chooseOrderType('take_away');
    expect(flow.api()).toMatchObject({ isTakeAway: true });
    expect(flow.api().errorKeyOf('address')).toBeUndefined();
    flow.api().chooseOrderType('delivery');
    flow.api().chooseAddress({
      address: 'House 7, Gulshan 1',
      road: '12',
      house: '7',
      floor: '3',
      contactName: 'Nusrat',
      contactPhone: '+8801712345678',
      contactEmail: '',
      point: { lat: 23.78, lng: 90.41 },
      addressType: 'Parents',
    });
    flow.api().applyCoupon('FOOD10');
    flow.api().chooseTip(20);
    flow.api().schedule('2026-11-26 13:00:00');
    expect(flow.api().valueOf('address')).toBe('House 7, Gulshan 1');
    expect(flow.api().options).toEqual({
      orderType: 'delivery',
      couponCode: 'FOOD10',
      tips: 20,
      scheduleAt: '2026-11-26 13:00:00',
      point: { lat: 23.78, lng: 90.41 },
      addressType: 'Parents',
    });
    flow.api().choosePayment('wallet');
    flow.api().place();
    expect(flow.api()).toMatchObject({ isPlacing: true, paymentMethod: 'wallet' });
  });
});

describe('checkout Place Order and the take-away contact', () => {
  const machine = checkoutMachine.provide({ actors: { placeOrder: pending() } });

  it('Place Order takes what is still typed; the contact dialog fills name, phone and email at once', () => {
    const flow = connected(machine, connectCheckout, {
      form: emptyDeliveryForm(),
      idempotencyKey: 'key-2',
      guest: true,
      allowedMethods: ['cash_on_delivery'],
    });
    flow.api().chooseOrderType('take_away');
    flow.api().place({ note: 'Gate 2' });
    expect(flow.api().valueOf('note')).toBe('Gate 2');
    expect(flow.api().errorKeyOf('contactEmail')).toBe('validation.emailRequired');
    flow.api().chooseContact({ name: 'Nusrat', phone: '+8801712345678', email: 'n@example.com' });
    expect(flow.api().errorKeyOf('contactEmail')).toBeUndefined();
    expect(flow.api().valueOf('contactName')).toBe('Nusrat');
    flow.api().place({});
    expect(flow.api().isPlacing).toBe(true);
  });
});

describe('guest contact connect', () => {
  it('needs name, phone and email; Save keeps the contact', () => {
    const flow = connected(guestContactFormMachine, connectGuestContact, {
      contact: { name: 'Nusrat', phone: '+8801712345678', email: '' },
    });
    flow.api().save();
    expect(flow.api().errorKeyOf('email')).toBe('validation.emailRequired');
    flow.api().commit('email', 'nusrat@example.com');
    flow.api().save();
    expect(flow.actor.getSnapshot().value).toBe('saved');
  });
});
