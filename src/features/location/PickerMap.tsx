import { lazy, Suspense } from 'react';
import type { LatLng } from '@/domain/geo';
import { googleMapsKey } from '@/platform/maps/key';
import type { MapZone } from './OfflineMap';
import { ZoomableOfflineMap } from './ZoomableOfflineMap';

const GoogleMap = lazy(() => import('./GoogleMap'));

type Props = {
  centre: LatLng;
  zones: MapZone[];
  onMove: (centre: LatLng) => void;
  height?: string;
  maxHeight?: string;
};

/**
 * The picker's map: Google's when the build has a key (its loader is imported only then, when the
 * map is first shown), else the offline map with its zoom buttons.
 */
export function PickerMap(props: Props) {
  const key = googleMapsKey();
  const offline = <ZoomableOfflineMap {...props} />;
  if (!key) return offline;
  return (
    <Suspense fallback={offline}>
      <GoogleMap apiKey={key} {...props} />
    </Suspense>
  );
}
