/** What other features use of `location` (a feature imports another only through its index). */
export { OfflineMap, type MapMarker } from './OfflineMap';
