/** SPEC §9: the browser has 5 s to find the current position. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

export function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message)),
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false },
    );
  });
}
