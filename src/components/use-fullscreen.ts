import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The browser's Fullscreen API on one element: whether it is full screen now (Escape or the
 * browser's own control also leave it), and a toggle. `supported` is false where the API is
 * missing (iPhone Safari), so the control can stay hidden.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const update = () =>
      setFullscreen(
        document.fullscreenElement !== null && document.fullscreenElement === target.current,
      );
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  }, [target]);

  return { supported, isFullscreen, toggle };
}
