/**
 * Taps and typing kept by index.html's inline script while the app was not ready yet: a
 * server-rendered page (issue 28) shows its buttons, radios, checkboxes and fields a while before
 * hydration makes them work. Hydration keeps the server's elements, so the very ones tapped are
 * still there to tap again, and the fields typed into to be given their text.
 */
type EarlyTaps = {
  taps: Element[];
  typed: { field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }[];
  ready: boolean;
};

declare global {
  interface Window {
    __sfEarlyTaps?: EarlyTaps;
  }
}

/**
 * Gives the app a value typed before it was ready. React tells the app of a change only when the
 * field's value differs from the last one React knows (kept by the field's own `value` setter):
 * that one is set back first, then the typed one through the browser's own setter, as typing
 * does, and the field says it changed.
 */
function retype({ field, value }: EarlyTaps['typed'][number]): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (value === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * From now on taps and typing reach the app; each field typed into is given its text, then each
 * kept tap is replayed, in order (a form is sent again).
 */
export function replayEarlyTaps(): void {
  const early = window.__sfEarlyTaps;
  if (!early || early.ready) return;
  early.ready = true;
  for (const typed of early.typed.splice(0)) retype(typed);
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
  early.typed.length = 0;
}
