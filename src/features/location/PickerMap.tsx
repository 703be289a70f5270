import { lazy, Suspense } from 'react';
import type { LatLng } from '@/domain/geo';
import { googleMapsKey } from '@/platform/google-maps-key';
import { OfflineMap, type MapZone } from './OfflineMap';

const GoogleMap = lazy(() => import('./GoogleMap'));

type Props = {
  centre: LatLng;
  zones: MapZone[];
  onMove: (centre: LatLng) => void;
  height?: string;
  maxHeight?: string;
};

/** The picker's map: Google's when the build has a key (loaded only then), else the offline map. */
export function PickerMap(props: Props) {
  const key = googleMapsKey();
  const offline = <OfflineMap {...props} />;
  if (!key) return offline;
  return (
    <Suspense fallback={offline}>
      <GoogleMap apiKey={key} {...props} />
    </Suspense>
  );
}
