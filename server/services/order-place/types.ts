import type { LatLng } from '../geo';

/** Shared shapes and limits of order placement. */

export interface PlaceAnswer {
  message: string;
  order_id: number;
  total_ammount: number;
  total_amount: number;
  status: string;
  payment_method: string;
  created_at: string;
  user_id: number | null;
}

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SCHEDULE_MAX_AHEAD_MS = 30 * 86_400_000;
export const MAX_PRESCRIPTION_IMAGES = 5;
export const PRESCRIPTION_REQUIRED = 'Please upload your prescription image';
export const INSUFFICIENT_BALANCE = 'Insufficient balance';

export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';
export type OrderType = 'delivery' | 'take_away' | 'parcel';

export interface Receiver {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address: string;
  latitude: string;
  longitude: string;
  address_type: string;
  road: string | null;
  house: string | null;
  floor: string | null;
}

export interface PlaceInput {
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  storeId: number | undefined;
  contact: { name: string; number: string; email: string | null };
  address: string | undefined;
  point: LatLng | undefined;
  addressType: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  orderNote: string | null;
  deliveryInstruction: string | null;
  dmTips: number;
  couponCode: string | undefined;
  scheduleMs: number | undefined;
  parcel:
    | { categoryId: number; receiver: Receiver; receiverPoint: LatLng; chargePayer: string }
    | undefined;
  buyNow: unknown[] | undefined;
}
