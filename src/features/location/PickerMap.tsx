import { lazyView } from '@/components/lazy-view';
import { googleMapsKey } from '@/platform/maps/key';
import { ZoomableOfflineMap, type PickerMapProps } from './ZoomableOfflineMap';

const GoogleMap = lazyView(() => import('./GoogleMap'));

/**
 * The picker's map: Google's when the build has a key (its loader is imported only then, when the
 * map is first shown), else the offline map with its zoom buttons.
 */
export function PickerMap(props: PickerMapProps) {
  const key = googleMapsKey();
  const offline = <ZoomableOfflineMap {...props} />;
  if (!key) return offline;
  return <GoogleMap apiKey={key} {...props} whileLoading={offline} />;
}
