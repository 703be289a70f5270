import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { publicOrigin } from '../http/deployment';
import { refuse } from '../http/errors';
import { bag, optionalString, requiredNumber, type Bag } from '../http/params';
import { publicConfig } from '../services/config';
import { autocomplete, distance, geocode, placeDetails } from '../services/places';
import { activeZones, requireZonesAt, serializeZone, zoneData } from '../services/zones';

function latLng(q: Bag, latField: string, lngField: string) {
  const lat = requiredNumber(q, latField);
  const lng = requiredNumber(q, lngField);
  if (Math.abs(lat) > 90) throw refuse(latField, `The ${latField} must be between -90 and 90.`);
  if (Math.abs(lng) > 180) throw refuse(lngField, `The ${lngField} must be between -180 and 180.`);
  return { lat, lng };
}

export function configRoutes(app: FastifyInstance, { db, deployment }: AppContext) {
  app.get('/config', async (req) => publicConfig(db, publicOrigin(req, deployment)));

  app.get('/config/get-zone-id', async (req) => {
    const zones = await requireZonesAt(db, latLng(bag(req.query), 'lat', 'lng'));
    return {
      zone_id: JSON.stringify(zones.map((z) => z.id)),
      zone_data: await zoneData(db, zones),
    };
  });

  app.get('/config/place-api-autocomplete', async (req) =>
    autocomplete(db, optionalString(bag(req.query), 'search_text', 200) ?? ''),
  );

  app.get('/config/place-api-details', async (req) => {
    const q = bag(req.query);
    const id = optionalString(q, 'placeid', 200) ?? optionalString(q, 'place_id', 200);
    if (id === undefined) throw refuse('placeid', 'The placeid field is required.');
    return placeDetails(db, id);
  });

  app.get('/config/geocode-api', async (req) => geocode(db, latLng(bag(req.query), 'lat', 'lng')));

  app.get('/config/distance-api', async (req) => {
    const q = bag(req.query);
    const from = latLng(q, 'origin_lat', 'origin_lng');
    const to = latLng(q, 'destination_lat', 'destination_lng');
    return distance(from, to, optionalString(q, 'mode', 30) ?? 'driving');
  });

  /** Zones with their polygons (the offline map draws them). */
  app.get('/zone/list', async () => (await activeZones(db)).map(serializeZone));
}
