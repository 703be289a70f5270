import type { Attachment } from './attachments';

/** SPEC §3 prescription order payload, apart from the images and the note. */
export type PrescriptionDelivery = {
  storeId: number;
  distance: number;
  address: string;
  latitude: number;
  longitude: number;
  contactPersonName: string;
  contactPersonNumber: string;
  guestId: string | null;
  dmTips: number;
};

export type PrescriptionOrderInput = { delivery: PrescriptionDelivery; idempotencyKey: string };

export type PrescriptionOrderRequest = PrescriptionOrderInput & {
  attachments: Attachment[];
  note: string;
};
