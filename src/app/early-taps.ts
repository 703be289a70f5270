/**
 * Taps kept by index.html's inline script while the app was not ready yet: a server-rendered
 * page (issue 28) shows its buttons, radios and checkboxes a while before hydration makes them
 * work. Hydration keeps the server's elements, so the very ones tapped are still there to tap again.
 */
type EarlyTaps = { taps: Element[]; ready: boolean };

declare global {
  interface Window {
    __sfEarlyTaps?: EarlyTaps;
  }
}

/** From now on taps reach the app; each kept one is replayed, in order (a form is sent again). */
export function replayEarlyTaps(): void {
  const early = window.__sfEarlyTaps;
  if (!early || early.ready) return;
  early.ready = true;
  for (const target of early.taps.splice(0)) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}

/** A page rendered anew (no hydration): the kept taps were on elements that are gone. */
export function dropEarlyTaps(): void {
  const early = window.__sfEarlyTaps;
  if (!early) return;
  early.ready = true;
  early.taps.length = 0;
}
