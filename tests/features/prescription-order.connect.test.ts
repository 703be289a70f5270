import { describe, expect, it } from 'vitest';
import { connect } from '@/features/prescription/prescription-order.connect';
import { prescriptionOrderMachine } from '@machines/prescription-order.machine';
import { answering, connected, pending, settle } from './support/flow';

const delivery = {
  storeId: 3,
  distance: 1.2,
  address: 'Gulshan 1',
  latitude: 23.78,
  longitude: 90.41,
  contactPersonName: 'Nadia',
  contactPersonNumber: '+8801700000009',
  guestId: null,
  dmTips: 0,
};
const image = { id: 'a', name: 'rx.png', type: 'image/png', size: 1000 };

describe('prescription order connect', () => {
  it('asks for an image first, then places the order once with its images and note', async () => {
    const flow = connected(
      prescriptionOrderMachine.provide({
        actors: { placePrescriptionOrder: answering({ orderId: 100042 }) },
      }),
      connect,
      { delivery, idempotencyKey: 'k1' },
    );
    flow.api().place();
    expect(flow.api()).toMatchObject({ isPlacing: false, placedOrderId: null });
    flow.api().addImages([image]);
    flow.api().changeNote('Twice a day');
    expect(flow.api()).toMatchObject({ images: [image], note: 'Twice a day' });
    flow.api().removeImage('a');
    expect(flow.api().images).toEqual([]);
    flow.api().addImages([image]);
    flow.api().place();
    await settle();
    expect(flow.api()).toMatchObject({ isPlacing: false, placedOrderId: 100042 });
  });

  it('shows the placement under way', () => {
    const flow = connected(
      prescriptionOrderMachine.provide({ actors: { placePrescriptionOrder: pending() } }),
      connect,
      { delivery, idempotencyKey: 'k2' },
    );
    flow.api().addImages([image]);
    flow.api().place();
    expect(flow.api().isPlacing).toBe(true);
  });
});
