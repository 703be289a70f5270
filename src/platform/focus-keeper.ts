/** What a keyboard can focus in a part of the page, in the page's order. */
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** A part of the page whose controls a render may replace under focus. */
const KEEP_FOCUS = 'data-keep-focus';

const controlsOf = (part: Element) => [...part.querySelectorAll<HTMLElement>(CONTROLS)];

/**
 * The control, later: itself while it is shown in the page, else the control now in its place
 * in its part marked `data-keep-focus` (by order, else the part's last), else none.
 */
export function placeOf(control: Element | null): () => HTMLElement | null {
  const part = control?.closest(`[${KEEP_FOCUS}]`);
  const index = part ? controlsOf(part).indexOf(control as HTMLElement) : -1;
  return () => {
    if (!control) return null;
    // Shown: a closed menu's list stays in the page, hidden.
    if (control.isConnected && control.getClientRects().length > 0) return control as HTMLElement;
    if (!part?.isConnected) return null;
    const controls = controlsOf(part);
    return controls[index] ?? controls.at(-1) ?? null;
  };
}

/**
 * Where focus goes with nothing else to go to: into the dialog or drawer still open (focus
 * outside it would close it), else the page's main region.
 */
export function focusFallback(doc: Document = document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('[aria-modal="true"][data-state="open"]')];
  return open.at(-1) ?? doc.querySelector<HTMLElement>('main');
}

/**
 * Keeps keyboard focus in place when a render replaces the control that had it inside a part
 * marked `data-keep-focus` (an item card's Add becoming its stepper, − becoming delete, the item
 * page's form started afresh, a cart line removed): focus would fall to the page's start; the
 * control now in the lost one's place takes it (`placeOf`). Focus that moves on purpose (Tab, a
 * click, a dialog) is left alone. Browser only, once.
 */
export function keepFocusInPlace(doc: Document = document): void {
  doc.addEventListener('focusout', (event) => {
    const control = event.target as Element;
    if (event.relatedTarget) return;
    // Focus leaves a control being removed while it is still in the page.
    const place = placeOf(control);
    // The render that removes it ends before this runs: its replacement is in the page then.
    queueMicrotask(() => {
      const active = doc.activeElement;
      // Still there: focus left it on purpose (a press outside, another window).
      if (control.isConnected || (active && active !== doc.body)) return;
      place()?.focus();
    });
  });
}
