import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import { carouselModel } from '../../src/explorer/model/models/carousel.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event }: StepContext) {
  const { index, count } = snapshot.context;
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(count);
  if (!previous) return;
  const before = previous.context.index;
  if (event.type === 'NEXT' || event.type.startsWith('xstate.after.autoplay'))
    expect(index).toBe((before + 1) % count);
  if (event.type === 'PREVIOUS') expect(index).toBe((before - 1 + count) % count);
  if (event.type === 'GO_TO') expect(index).toBe(2 % count);
}

describeModel(carouselModel, {
  everyStep,
  states: {
    playing: ({ snapshot }) => {
      expect(snapshot.context.autoplay).toBe(true);
      expect(snapshot.context.count).toBeGreaterThan(1);
    },
    paused: ({ snapshot }) => expect(snapshot.context.autoplay).toBe(true),
    still: ({ snapshot }) =>
      expect(!snapshot.context.autoplay || snapshot.context.count === 1).toBe(true),
  },
});
