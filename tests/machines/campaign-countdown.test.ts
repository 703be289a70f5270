import { describe, expect, it } from 'vitest';
import { campaignCountdownMachine } from '../../machines/campaign-countdown.machine';
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

describe('campaign countdown', () => {
  it('ticks with the named 1 s delay', () => {
    expect(campaignCountdownMachine.implementations.delays.tick).toBe(1000);
  });
});
