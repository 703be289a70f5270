import { expect } from 'vitest';
import { appUpdateModel } from '../../src/explorer/model/models/app-update.model';
import { describeModel } from './support/describe-model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, emitted, event }: StepContext) {
  // Never a prompt in checkout: a new version is not applied under a customer placing an order.
  if (snapshot.context.inCheckout)
    expect(snapshot.hasTag('prompt') && !snapshot.matches('applying')).toBe(false);
  // The page reloads only once the new version has taken over.
  const reloads = emitted.filter((effect) => effect.type === 'reload');
  expect(reloads.length).toBe(event.type === 'xstate.done.actor.activate' ? 1 : 0);
}

describeModel(appUpdateModel, {
  everyStep,
  states: {
    current: ({ snapshot }) => expect(snapshot.hasTag('prompt')).toBe(false),
    heldBack: ({ snapshot }) => {
      expect(snapshot.hasTag('prompt')).toBe(false);
      expect(snapshot.context.inCheckout).toBe(true);
    },
    available: ({ snapshot }) => {
      expect(snapshot.hasTag('prompt')).toBe(true);
      expect(snapshot.can({ type: 'RELOAD' })).toBe(true);
    },
    dismissed: ({ snapshot }) => expect(snapshot.hasTag('prompt')).toBe(false),
    applying: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    reloading: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
