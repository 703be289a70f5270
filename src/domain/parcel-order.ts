/** The parcel order's shapes (SPEC §3), shared by its machine and the API client. */

/** One side of a parcel: who sends it or receives it, and where (SPEC §3 receiver_details). */
export type ParcelParty = {
  name: string;
  phone: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  addressType: string;
  road: string;
  house: string;
  floor: string;
};

export type ParcelSide = 'sender' | 'receiver';
export type ParcelContactField = 'name' | 'phone';
/** The place of a party, as the address dialog hands it back. */
export type ParcelPlace = Omit<ParcelParty, ParcelContactField> & Partial<ParcelParty>;
export type ChargePayer = 'sender' | 'receiver';
export type ParcelPayment = 'cash_on_delivery' | 'wallet' | 'digital_payment';

export type ParcelOrderStart = {
  categoryId: number;
  idempotencyKey: string;
  sender: ParcelParty;
  guestId: string | null;
};

export type ParcelOrderRequest = ParcelOrderStart & {
  receiver: ParcelParty;
  instruction: string;
  chargePayer: ChargePayer;
  paymentMethod: ParcelPayment;
};

export type PlacedParcelOrder = { orderId: number; totalAmount: number };
