import type { ApiClient } from './client';
import { Geocode, PlaceDetails, Predictions, ZoneAnswer, ZoneList } from './schemas/location';

export type LatLng = { lat: number; lng: number };

export async function searchPlaces(api: ApiClient, text: string) {
  const answer = await api.request('config/place-api-autocomplete', Predictions, {
    query: { search_text: text },
  });
  return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description }));
}

export async function placeDetails(api: ApiClient, placeId: string): Promise<LatLng> {
  const answer = await api.request('config/place-api-details', PlaceDetails, {
    query: { placeid: placeId },
  });
  return answer.result.geometry.location;
}

export async function reverseGeocode(api: ApiClient, point: LatLng): Promise<string> {
  const answer = await api.request('config/geocode-api', Geocode, {
    query: { lat: point.lat, lng: point.lng },
  });
  return answer.results[0]?.formatted_address ?? '';
}

export async function lookupZone(api: ApiClient, point: LatLng) {
  const answer = await api.request('config/get-zone-id', ZoneAnswer, {
    query: { lat: point.lat, lng: point.lng },
  });
  return {
    zoneIds: answer.zone_id,
    cashOnDelivery: answer.zone_data.some((zone) => zone.cash_on_delivery === true),
  };
}

export function fetchZones(api: ApiClient, signal?: AbortSignal) {
  return api.request('zone/list', ZoneList, { signal });
}
