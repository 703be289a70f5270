import { expect } from 'vitest';
import type { ConnectivityInput } from '../../machines/connectivity.machine';
import { connectivityModel } from '../../src/explorer/model/models/connectivity.model';
import { describeModel } from './support/describe-model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, index }: StepContext) {
  if (index === 0) {
    // Opening online sends what waits in the outbox first; opening offline waits.
    const { online } = path.variant.input as ConnectivityInput;
    expect(snapshot.value).toBe(online ? 'reconnecting' : 'offline');
  }
}

describeModel(connectivityModel, {
  everyStep,
  states: {
    online: ({ snapshot }) => {
      expect(snapshot.hasTag('offline')).toBe(false);
      expect(snapshot.can({ type: 'WENT_OFFLINE' })).toBe(true);
    },
    offline: ({ snapshot }) => {
      expect(snapshot.hasTag('offline')).toBe(true);
      expect(snapshot.can({ type: 'WENT_ONLINE' })).toBe(true);
    },
    reconnecting: ({ snapshot, calls }) => {
      expect(snapshot.hasTag('reconnecting')).toBe(true);
      // The outbox is sent on entering, once.
      expect(calls.filter((call) => call.src === 'replayOutbox').length).toBeLessThanOrEqual(1);
    },
  },
});
