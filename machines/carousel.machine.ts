import { assign, setup } from 'xstate';

/** SPEC §9: banner autoplay 4000 ms (the slide itself takes 800 ms). */
export const CAROUSEL_AUTOPLAY_MS = 4000;

export type CarouselInput = {
  /** How many slides there are. */
  count: number;
  /** False when the visitor prefers reduced motion: the carousel never moves by itself. */
  autoplay: boolean;
};

export type CarouselContext = CarouselInput & { index: number };

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  guards: {
    plays: ({ context }) => context.autoplay && context.count > 1,
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({
      index: ({ context, event }) =>
        event.type === 'GO_TO' ? wrap(Math.trunc(event.index), context.count) : context.index,
    }),
  },
  delays: { autoplay: CAROUSEL_AUTOPLAY_MS },
}).createMachine({
  id: 'carousel',
  description:
    'A banner carousel: moves by itself every 4 s, stops while the pointer or the keyboard focus is on it and for visitors who prefer reduced motion; Previous, Next and the dots move it by hand.',
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: 'deciding',
  on: {
    NEXT: { actions: 'next', description: 'Next slide (after the last, the first).' },
    PREVIOUS: { actions: 'previous', description: 'Previous slide (before the first, the last).' },
    GO_TO: { actions: 'goTo', description: 'A dot: that slide.' },
  },
  states: {
    deciding: {
      description: 'Does it move by itself?',
      always: [{ guard: 'plays', target: 'playing' }, { target: 'still' }],
    },
    playing: {
      description: 'The next slide comes every 4 s.',
      after: { autoplay: { target: 'playing', reenter: true, actions: 'next' } },
      on: { PAUSE: 'paused' },
    },
    paused: {
      description: 'The pointer or the focus is on the carousel: it waits.',
      on: { RESUME: 'playing' },
    },
    still: {
      description: 'One slide, or reduced motion: it moves only by hand.',
    },
  },
});
