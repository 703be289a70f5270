import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: a ref for an element after a list's last entry; `loadMore` runs when it
 * scrolls into view while `canLoad` holds (a Load more button stays for keyboards and old browsers).
 */
export function useEndOfList(canLoad: boolean, loadMore: () => unknown) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoad, loadMore]);
  return end;
}
