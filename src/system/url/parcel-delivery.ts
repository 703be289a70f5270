/**
 * SPEC §2 `/parcel-delivery-info?category=…&step=details|summary`: the URL's rules are the
 * parcel order's (src/domain/parcel-delivery.ts); the flow (src/system/flows/parcel-order.ts)
 * hands the URL's step to its machine and carries out where the machine sends it.
 */
export {
  PARCEL_DELIVERY_PATH,
  parcelDeliveryHref,
  parcelDeliveryStateOf,
  type ParcelStep,
} from '@/domain/parcel-delivery';
