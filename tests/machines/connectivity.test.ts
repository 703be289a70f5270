import { expect } from 'vitest';
import type { ConnectivityInput } from '../../machines/connectivity.machine';
import { connectivityModel } from '../../src/explorer/model/models/connectivity.model';
import { describeModel } from './support/describe-model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, index, event }: StepContext) {
  if (index === 0) {
    // Opening online sends what waits in the outbox first; opening offline waits.
    const { online } = path.variant.input as ConnectivityInput;
    expect(snapshot.matches(online ? 'reconnecting' : 'offline')).toBe(true);
  }
  // Online, the banner never shows on one failed request alone: a probe confirms it first.
  if (event.type === 'REQUEST_FAILED' && previous?.matches('online'))
    expect(snapshot.hasTag('offline')).toBe(false);
}

describeModel(connectivityModel, {
  everyStep,
  states: {
    online: ({ snapshot }) => {
      expect(snapshot.hasTag('offline')).toBe(false);
      expect(snapshot.can({ type: 'WENT_OFFLINE' })).toBe(true);
      expect(snapshot.context.attempts).toBe(0);
    },
    confirming: ({ snapshot, allCalls }) => {
      expect(snapshot.hasTag('offline')).toBe(false);
      expect(snapshot.hasTag('reconnecting')).toBe(false);
      expect(allCalls.at(-1)?.src).toBe('probe');
    },
    offline: ({ snapshot }) => {
      expect(snapshot.hasTag('offline')).toBe(true);
      expect(snapshot.can({ type: 'WENT_ONLINE' })).toBe(true);
      expect(snapshot.can({ type: 'REQUEST_SUCCEEDED' })).toBe(true);
    },
    'offline.probing': ({ allCalls }) => {
      expect(allCalls.at(-1)?.src).toBe('probe');
    },
    reconnecting: ({ snapshot, calls }) => {
      expect(snapshot.hasTag('reconnecting')).toBe(true);
      // The outbox is sent on entering, once.
      expect(calls.filter((call) => call.src === 'replayOutbox').length).toBeLessThanOrEqual(1);
    },
  },
});
