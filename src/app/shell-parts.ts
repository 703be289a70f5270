import { useSyncExternalStore } from 'react';

/**
 * Parts of the shell that mount only once something needs them (issue 16: nothing loads after
 * the first paint that the page does not need until the visitor acts). A part, once needed,
 * stays mounted.
 * - `toaster`: asked for by the first toast (`showToast`); toasts created before it mounts show
 *   when it does (Chakra's toaster keeps them in its store).
 * - `cartFlowDialogs`: asked for when the add-to-cart and checkout-gate actors start
 *   (`cart-flow.ts`), the only way their dialogs can open.
 */
export type ShellPart = 'toaster' | 'cartFlowDialogs';

const needed = new Set<ShellPart>();
const listeners = new Set<() => void>();

export function needShellPart(part: ShellPart): void {
  if (needed.has(part)) return;
  needed.add(part);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShellPartNeeded(part: ShellPart): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed.has(part),
    () => false,
  );
}
