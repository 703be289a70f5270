import { apiRequest } from './client';
import { Geocode, PlaceDetails, Predictions, ZoneAnswer, ZoneList } from './schemas/location';

export type LatLng = { lat: number; lng: number };

export async function searchPlaces(text: string) {
  const answer = await apiRequest('config/place-api-autocomplete', Predictions, {
    query: { search_text: text },
  });
  return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description }));
}

export async function placeDetails(placeId: string): Promise<LatLng> {
  const answer = await apiRequest('config/place-api-details', PlaceDetails, {
    query: { placeid: placeId },
  });
  return answer.result.geometry.location;
}

export async function reverseGeocode(point: LatLng): Promise<string> {
  const answer = await apiRequest('config/geocode-api', Geocode, {
    query: { lat: point.lat, lng: point.lng },
  });
  return answer.results[0]?.formatted_address ?? '';
}

export async function lookupZone(point: LatLng) {
  const answer = await apiRequest('config/get-zone-id', ZoneAnswer, {
    query: { lat: point.lat, lng: point.lng },
  });
  return {
    zoneIds: answer.zone_id,
    cashOnDelivery: answer.zone_data.some((zone) => zone.cash_on_delivery === true),
  };
}

export function fetchZones(signal?: AbortSignal) {
  return apiRequest('zone/list', ZoneList, { signal });
}

/**
 * The zone's payment rules at a point for a module: cash on delivery and its maximum order
 * amount (0: no limit), digital payment.
 */
export async function fetchZonePayments(
  point: LatLng,
  moduleId: number | null,
  signal?: AbortSignal,
) {
  const answer = await apiRequest('config/get-zone-id', ZoneAnswer, {
    query: { lat: point.lat, lng: point.lng },
    signal,
  });
  const zone = answer.zone_data[0];
  const module = zone?.modules?.find((entry) => entry.id === moduleId);
  return {
    cashOnDelivery: zone?.cash_on_delivery !== false,
    digitalPayment: zone?.digital_payment !== false,
    codLimit: module?.pivot?.maximum_cod_order_amount ?? 0,
  };
}
