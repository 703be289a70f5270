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
