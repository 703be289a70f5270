/**
 * The Google Maps key the build was given (`VITE_GOOGLE_MAPS_API_KEY`); none means the offline
 * map. Apart from `google.ts` so that reading it does not load Google's loader.
 */
export const googleMapsKey = (): string | undefined =>
  import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;
