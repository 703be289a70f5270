import { describe, expect, it } from 'vitest';
import {
  myOrdersHref,
  myOrdersStateOf,
  trackOrderFieldsOf,
  trackOrderHref,
  trackOrderQueryOf,
} from '@/system/url/order-urls';
import { refundImagesProblem } from '@/domain/refund-images';
import { orderActionsOf } from '@/features/orders/order-actions';
import { connect as connectCancel } from '@/features/orders/order-cancel.connect';
import { connect as connectTrackForm } from '@/features/home/sections/parcel-tracking.connect';
import { orderCancelMachine } from '@machines/order-cancel.machine';
import { parcelTrackingMachine } from '@machines/parcel-tracking.machine';
import { answering, connected, failing, pending, settle } from './support/flow';

const reasons = [
  { id: 1, reason: 'Ordered by mistake' },
  { id: 2, reason: 'Found a better price' },
];

describe('cancel order connect', () => {
  it('loads the reasons, enables Submit once one is chosen, closes when canceled', async () => {
    const flow = connected(
      orderCancelMachine.provide({
        actors: { loadReasons: answering(reasons), cancelOrder: answering({ message: 'ok' }) },
      }),
      connectCancel,
      { orderId: 100001, guestId: null },
    );
    expect(flow.api()).toMatchObject({ isOpen: true, isLoading: true, canSubmit: false });
    await settle();
    expect(flow.api()).toMatchObject({ isLoading: false, reasons, chosen: null, canSubmit: false });
    flow.api().choose('Found a better price');
    expect(flow.api()).toMatchObject({ chosen: 'Found a better price', canSubmit: true });
    flow.api().submit();
    expect(flow.api()).toMatchObject({ isCanceling: true, canSubmit: false, isOpen: true });
    await settle();
    expect(flow.api().isOpen).toBe(false);
  });

  it('keeps the dialog and the reason when the provider refuses; Back closes it', async () => {
    const flow = connected(
      orderCancelMachine.provide({
        actors: { loadReasons: answering(reasons), cancelOrder: failing('Order not found') },
      }),
      connectCancel,
      { orderId: 100001, guestId: null },
    );
    await settle();
    flow.api().choose('Ordered by mistake');
    flow.api().submit();
    await settle();
    expect(flow.api()).toMatchObject({
      isOpen: true,
      chosen: 'Ordered by mistake',
      canSubmit: true,
    });
    flow.api().back();
    expect(flow.api().isOpen).toBe(false);
  });

  it('offers Try again when the reasons do not load', async () => {
    const flow = connected(
      orderCancelMachine.provide({
        actors: { loadReasons: failing('down'), cancelOrder: pending() },
      }),
      connectCancel,
      { orderId: 100001, guestId: null },
    );
    await settle();
    expect(flow.api()).toMatchObject({ loadFailed: true, isOpen: true });
  });
});

describe('track order form (the parcel hero machine) on /track-order', () => {
  it('asks a guest for the phone and gives the query with a + prefix', () => {
    const flow = connected(parcelTrackingMachine, connectTrackForm, {
      signedIn: false,
      guestId: 'g-1',
    });
    expect(flow.api().showPhone).toBe(true);
    flow.api().changeOrderId('100002');
    flow.api().changePhone('8801711000000');
    flow.api().track();
    expect(flow.api().trackingQuery).toEqual({
      orderId: 100002,
      contactNumber: '+8801711000000',
      guestId: 'g-1',
    });
  });
});

describe('orders URLs', () => {
  it('reads the tab and the order of /my-orders (and of /profile?page=my-orders)', () => {
    expect(myOrdersStateOf('')).toEqual({ tab: 'running', orderId: null });
    expect(myOrdersStateOf('page=my-orders&tab=history&orderId=100003')).toEqual({
      tab: 'history',
      orderId: 100003,
    });
    expect(myOrdersStateOf('orderId=abc').orderId).toBeNull();
  });

  it('keeps the other keys when opening or leaving an order', () => {
    expect(myOrdersHref('/profile', 'page=my-orders', { orderId: 7 })).toBe(
      '/profile?page=my-orders&orderId=7',
    );
    expect(myOrdersHref('/my-orders', 'tab=history&orderId=7', { orderId: null })).toBe(
      '/my-orders?tab=history',
    );
    expect(myOrdersHref('/my-orders', '', { tab: 'history' })).toBe('/my-orders?tab=history');
  });

  it('keeps /track-order across reload: a guest needs the phone, a customer only the id', () => {
    const href = trackOrderHref({ orderId: 100004, contactNumber: '+8801711000000' });
    expect(href).toBe('/track-order?order_id=100004&phone=%2B8801711000000');
    const search = href.split('?')[1]!;
    expect(trackOrderQueryOf(search, { signedIn: false, guestId: 'g-1' })).toEqual({
      orderId: 100004,
      contactNumber: '+8801711000000',
      guestId: 'g-1',
    });
    expect(trackOrderQueryOf('order_id=100004', { signedIn: false, guestId: null })).toBeNull();
    expect(trackOrderQueryOf('order_id=100004', { signedIn: true, guestId: null })).toEqual({
      orderId: 100004,
    });
    expect(trackOrderQueryOf('order_id=x', { signedIn: true, guestId: null })).toBeNull();
    expect(trackOrderFieldsOf(search)).toEqual({ orderId: '100004', phone: '+8801711000000' });
  });
});

describe('order actions', () => {
  it('cancels pending orders; refunds and reviews delivered ones', () => {
    expect(orderActionsOf('pending')).toEqual({
      canCancel: true,
      canRefund: false,
      canReview: false,
    });
    expect(orderActionsOf('confirmed').canCancel).toBe(false);
    expect(orderActionsOf('delivered')).toEqual({
      canCancel: false,
      canRefund: true,
      canReview: true,
    });
  });
});

describe('refund photos', () => {
  const png = { type: 'image/png', size: 10_000 };
  it('takes up to 3 jpg, png or gif images of 2 MB each', () => {
    expect(refundImagesProblem([png, png, png])).toBeNull();
    expect(refundImagesProblem([png, png, png, png])).toBe('myOrders.tooManyImages');
    expect(refundImagesProblem([{ type: 'application/pdf', size: 10 }])).toBe('myOrders.imageType');
    expect(refundImagesProblem([{ type: 'image/gif', size: 3 * 1024 * 1024 }])).toBe(
      'myOrders.imageSize',
    );
  });
});
