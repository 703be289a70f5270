import type { PrescriptionOrderRequest } from '@/domain/prescription-order';
import type { ApiClient } from './client';
import { PlacedOrder } from './schemas/orders';

/**
 * `customer/order/prescription/place` as multipart (SPEC §3 payload, `order_attachment[]`), paid
 * cash on delivery, with the order's Idempotency-Key; `onProgress` hears the upload go up.
 */
export async function placePrescriptionOrder(
  api: ApiClient,
  request: PrescriptionOrderRequest,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<{ orderId: number }> {
  const { delivery } = request;
  const form = new FormData();
  const fields: Record<string, string | number | null> = {
    store_id: delivery.storeId,
    distance: delivery.distance,
    address: delivery.address,
    latitude: delivery.latitude,
    longitude: delivery.longitude,
    contact_person_name: delivery.contactPersonName,
    contact_person_number: delivery.contactPersonNumber,
    guest_id: delivery.guestId,
    dm_tips: delivery.dmTips,
    order_note: request.note,
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
  };
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== '') form.append(key, String(value));
  for (const file of files) form.append('order_attachment[]', file, file.name);
  const answer = await api.upload('customer/order/prescription/place', PlacedOrder, form, {
    headers: { 'Idempotency-Key': request.idempotencyKey },
    onProgress,
  });
  return { orderId: answer.order_id };
}
