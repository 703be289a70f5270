import { carouselMachine } from '../../../../machines/carousel.machine';
import { defineModel } from '../model';

export const carouselModel = defineModel({
  machine: carouselMachine,
  variants: [
    { name: 'three banners', description: 'autoplay on', input: { count: 3, autoplay: true } },
    {
      name: 'reduced motion',
      description: 'the visitor prefers reduced motion',
      input: { count: 3, autoplay: false },
    },
    { name: 'one banner', description: 'nothing to move to', input: { count: 1, autoplay: true } },
  ],
  events: {
    NEXT: [{}],
    PREVIOUS: [{}],
    GO_TO: [{ index: 2 }],
    PAUSE: [{}],
    RESUME: [{}],
  },
  done: {},
  errors: {},
});
