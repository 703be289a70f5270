import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import { campaignCountdownModel } from '../../src/explorer/model/models/campaign-countdown.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, emitted, calls }: StepContext) {
  expect(emitted).toEqual([]);
  expect(calls).toEqual([]);
  const { endsAt, now } = snapshot.context;
  // Running while time is left; over once the end has passed, never before.
  expect(snapshot.matches('over')).toBe(now >= endsAt);
}

describeModel(campaignCountdownModel, {
  everyStep,
  states: {
    running: ({ snapshot }) =>
      expect(snapshot.context.endsAt).toBeGreaterThan(snapshot.context.now),
    over: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
