import { useEffect, useState, useSyncExternalStore } from 'react';

/** Per key, the mounted holders in the order they mounted. */
const holders = new Map<string, object[]>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  for (const listener of listeners) listener();
}

/**
 * True in the first mounted of the components that call it with `key` (the next one takes over
 * when it unmounts); false in the others, and on a server; always true without a key. A control
 * rendered twice, in the bar (hidden on phones) and in the menu drawer, asks its question in one
 * dialog, not two stacked.
 */
export function useFirstMounted(key: string | undefined): boolean {
  const [me] = useState(() => ({}));
  useEffect(() => {
    if (key === undefined) return;
    holders.set(key, [...(holders.get(key) ?? []), me]);
    changed();
    return () => {
      const rest = (holders.get(key) ?? []).filter((holder) => holder !== me);
      if (rest.length) holders.set(key, rest);
      else holders.delete(key);
      changed();
    };
  }, [key, me]);
  const first = useSyncExternalStore(
    subscribe,
    () => key !== undefined && holders.get(key)?.[0] === me,
    () => false,
  );
  return key === undefined || first;
}
