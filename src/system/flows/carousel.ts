import { carouselMachine } from '@machines/carousel.machine';
import { useFlowActor } from '../flow-actor';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A carousel of `count` slides; it never moves by itself for visitors who prefer reduced motion. */
export function useCarouselFlow(count: number) {
  return useFlowActor(carouselMachine, { input: { count, autoplay: !prefersReducedMotion() } });
}
