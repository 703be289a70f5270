import { describe, expect, it } from 'vitest';
import type { ParcelTrackingInput } from '../../machines/parcel-tracking.machine';
import { parseOrderId, withPlusPrefix } from '../../src/domain/phone';
import { describeModel } from './support/describe-model';
import { parcelTrackingModel } from '../../src/explorer/model/models/parcel-tracking.model';
import type { StepContext } from './support/replay';

const toast = (messageKey: string) => ({ type: 'toast', status: 'error', messageKey });

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  const input = path.variant.input as ParcelTrackingInput;
  expect(calls).toEqual([]);
  if (event.type !== 'TRACK') {
    expect(emitted).toEqual([]);
    return;
  }
  const before = previous!.context;
  if (parseOrderId(before.orderId) === null) {
    expect(emitted).toEqual([toast('tracking.needOrderId')]);
    expect(snapshot.value).toBe('editing');
  } else if (!input.signedIn && before.phone.trim() === '') {
    expect(emitted).toEqual([toast('tracking.needContactNumber')]);
    expect(snapshot.value).toBe('editing');
  } else {
    // Signed out: the phone goes with a + prefix, and the guest id.
    const query = input.signedIn
      ? { orderId: 100045 }
      : { orderId: 100045, contactNumber: '+8801700000000', guestId: 'guest-stored' };
    expect(emitted).toEqual([{ type: 'trackOrder', query }]);
    expect(snapshot.value).toBe('tracking');
  }
}

describeModel(parcelTrackingModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => expect(snapshot.can({ type: 'TRACK' })).toBe(true),
    tracking: ({ snapshot }) => {
      expect(snapshot.context.query.orderId).toBe(100045);
      expect(snapshot.context.query.contactNumber ?? '+').toMatch(/^\+/);
    },
  },
});

describe('parcel tracking inputs (SPEC §5)', () => {
  it('sends the phone with a + prefix', () => {
    expect(withPlusPrefix('8801700000000')).toBe('+8801700000000');
    expect(withPlusPrefix(' +880 1700-000000 ')).toBe('+8801700000000');
    expect(withPlusPrefix('  ')).toBe('');
  });

  it('takes a whole positive order id only', () => {
    expect(parseOrderId(' 100045 ')).toBe(100045);
    expect(parseOrderId('abc')).toBeNull();
    expect(parseOrderId('0')).toBeNull();
  });
});
