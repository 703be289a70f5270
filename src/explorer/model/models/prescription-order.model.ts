import {
  prescriptionOrderMachine,
  type PrescriptionDelivery,
} from '../../../../machines/prescription-order.machine';
import { ApiError } from '../../../api/errors';
import type { Attachment } from '../../../domain/attachments';
import { defineModel, done, fail } from '../model';

export const PRESCRIPTION_KEY = 'prescription-7d1e90';

export const DELIVERY: PrescriptionDelivery = {
  storeId: 12,
  distance: 2.4,
  address: 'House 12, Road 7, Banani, Dhaka',
  latitude: 23.7937,
  longitude: 90.4066,
  contactPersonName: 'Amina Rahman',
  contactPersonNumber: '+8801700000000',
  guestId: 'guest-stored',
  dmTips: 0,
};

export const PRESCRIPTION: Attachment = {
  id: 'rx-1',
  name: 'prescription.jpg',
  type: 'image/jpeg',
  size: 420_000,
};
export const SECOND_PAGE: Attachment = {
  id: 'rx-2',
  name: 'prescription-2.png',
  type: 'image/png',
  size: 380_000,
};

export const PLACED_PRESCRIPTION = { orderId: 100090 };
export const STORE_CLOSED = new ApiError(406, 'store', ['The store is closed now']);

export const prescriptionOrderModel = defineModel({
  machine: prescriptionOrderMachine,
  variants: [
    {
      name: 'guest',
      description: 'a guest orders from a pharmacy with a prescription',
      input: { delivery: DELIVERY, idempotencyKey: PRESCRIPTION_KEY },
    },
  ],
  behaviour: (context) => context.attachments.map((attachment) => attachment.id),
  events: {
    IMAGES_ADDED: [{ images: [PRESCRIPTION] }, { images: [PRESCRIPTION, SECOND_PAGE] }],
    IMAGE_REMOVED: [{ id: PRESCRIPTION.id }],
    NOTE_CHANGED: [{ note: 'Two strips, please' }],
    PLACE_ORDER: [{}],
    UPLOAD_PROGRESSED: [{ fraction: 0.4 }, { fraction: 1 }],
  },
  // The note changes nothing the guards read: it is written once, before any image.
  sampleFilter: (snapshot, event) =>
    event.type !== 'NOTE_CHANGED' ||
    (snapshot.context as { attachments: Attachment[] }).attachments.length === 0,
  done: { placePrescriptionOrder: [PLACED_PRESCRIPTION] },
  errors: { placePrescriptionOrder: [STORE_CLOSED] },
  scenarios: [
    {
      name: 'refused without an image, fails, retried with the same key',
      variant: 'guest',
      events: [
        { type: 'PLACE_ORDER' },
        { type: 'IMAGES_ADDED', images: [PRESCRIPTION] },
        { type: 'NOTE_CHANGED', note: 'Two strips, please' },
        { type: 'PLACE_ORDER' },
        fail('placePrescriptionOrder', STORE_CLOSED),
        { type: 'PLACE_ORDER' },
        { type: 'UPLOAD_PROGRESSED', fraction: 0.4 },
        { type: 'UPLOAD_PROGRESSED', fraction: 1 },
        done('placePrescriptionOrder', PLACED_PRESCRIPTION),
      ],
    },
  ],
});
