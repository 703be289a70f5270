import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a dialog loaded on demand mounts when it
 * first opens (a page that never opens it does not fetch its code) and then stays mounted, so it
 * closes with its animation and opens again at once.
 */
export function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
