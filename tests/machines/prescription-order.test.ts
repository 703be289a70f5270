import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { describeModel } from './support/describe-model';
import {
  DELIVERY,
  PLACED_PRESCRIPTION,
  PRESCRIPTION_KEY,
  prescriptionOrderModel,
} from '../../src/explorer/model/models/prescription-order.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  // One order, one key, the delivery details unchanged.
  expect(snapshot.context.idempotencyKey).toBe(PRESCRIPTION_KEY);
  expect(snapshot.context.delivery).toEqual(DELIVERY);
  for (const call of calls)
    expect(call.input).toEqual({
      delivery: DELIVERY,
      idempotencyKey: PRESCRIPTION_KEY,
      attachments: snapshot.context.attachments,
      note: snapshot.context.note,
    });
  switch (event.type) {
    case 'PLACE_ORDER':
      if (previous!.context.attachments.length === 0) {
        expect(emitted).toEqual([
          { type: 'toast', status: 'error', messageKey: 'prescription.imageRequired' },
        ]);
        expect(calls).toEqual([]);
        expect(snapshot.value).toBe('editing');
      } else {
        expect(emitted).toEqual([]);
        expect(calls.map((call) => call.id)).toEqual(['placePrescriptionOrder']);
      }
      break;
    case 'IMAGES_ADDED': {
      // Added after the ones there, never twice.
      const ids = snapshot.context.attachments.map((attachment: { id: string }) => attachment.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const image of event.images) expect(ids).toContain(image.id);
      expect(emitted).toEqual([]);
      break;
    }
    case 'UPLOAD_PROGRESSED':
      // Only while placing, and never backwards.
      expect(snapshot.value).toBe('placing');
      expect(snapshot.context.uploaded).toBe(
        Math.max(previous!.context.uploaded ?? 0, event.fraction),
      );
      expect(emitted).toEqual([]);
      break;
    case 'xstate.error.actor.placePrescriptionOrder':
      // A failure keeps images and note.
      expect(snapshot.context.attachments).toEqual(previous!.context.attachments);
      expect(snapshot.context.note).toBe(previous!.context.note);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    case 'xstate.done.actor.placePrescriptionOrder':
      expect(emitted).toEqual([{ type: 'prescriptionOrderPlaced', order: PLACED_PRESCRIPTION }]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(prescriptionOrderModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => {
      expect(snapshot.context.placed).toBeNull();
      expect(snapshot.context.uploaded).toBeNull();
    },
    placing: ({ snapshot }) => {
      expect(snapshot.context.uploaded).toBeGreaterThanOrEqual(0);
      expect(snapshot.context.attachments.length).toBeGreaterThan(0);
      expect(snapshot.children.placePrescriptionOrder).toBeDefined();
    },
    placed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(PLACED_PRESCRIPTION);
    },
  },
  afterPath: (path, last) => {
    if (path.generator === 'scenario') {
      const keys = last.allCalls.map(
        (call) => (call.input as { idempotencyKey: string }).idempotencyKey,
      );
      expect(keys).toEqual([PRESCRIPTION_KEY, PRESCRIPTION_KEY]);
    }
  },
});
