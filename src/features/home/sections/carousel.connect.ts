import type { SnapshotFrom } from 'xstate';
import type { CarouselEvent, carouselMachine } from '@machines/carousel.machine';

/** A carousel's props: the region pauses it under pointer or focus; slides and dots by index. */
export function connect(
  snapshot: SnapshotFrom<typeof carouselMachine>,
  send: (event: CarouselEvent) => void,
) {
  const { index, count } = snapshot.context;
  return {
    index,
    hasControls: count > 1,
    getRootProps: () => ({
      onPointerEnter: () => send({ type: 'PAUSE' }),
      onPointerLeave: () => send({ type: 'RESUME' }),
      onFocus: () => send({ type: 'PAUSE' }),
      onBlur: () => send({ type: 'RESUME' }),
    }),
    isCurrent: (slide: number) => slide === index,
    getDotProps: (slide: number) => ({
      'aria-current': slide === index ? ('true' as const) : undefined,
      onClick: () => send({ type: 'GO_TO', index: slide }),
    }),
    next: () => send({ type: 'NEXT' }),
    previous: () => send({ type: 'PREVIOUS' }),
  };
}
