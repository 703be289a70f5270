import { useSyncExternalStore } from 'react';

/** SPEC §2: a welcome dialog for a customer who has just signed up (until they close it). */
let welcomePending = false;
const listeners = new Set<() => void>();

function setWelcome(pending: boolean) {
  welcomePending = pending;
  for (const listener of listeners) listener();
}

export function announceWelcome(): void {
  setWelcome(true);
}

export function useWelcome() {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => welcomePending,
  );
  return { open, close: () => setWelcome(false) };
}
