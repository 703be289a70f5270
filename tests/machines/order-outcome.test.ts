import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import { orderOutcomeModel } from '../../src/explorer/model/models/order-outcome.model';
import type { StepContext } from './support/replay';

const goHome = { type: 'navigate', to: '/home', replace: true };

function everyStep({ snapshot, event, emitted, index, path }: StepContext) {
  const input = path.variant.input as {
    page: string;
    orderId: number | null;
    succeeded: boolean;
    flagged: boolean;
  };
  if (index === 0) {
    if (input.page === 'gateway' && input.orderId !== null && input.succeeded) {
      // A paid order: the order-placed modal on /home, in place of the gateway's return page.
      expect(emitted).toEqual([
        {
          type: 'navigate',
          to: '/home?status=success&order_id=100045&totalAmount=23.5',
          replace: true,
        },
      ]);
      expect(snapshot.value).toBe('closed');
    } else if (input.page === 'gateway' && input.orderId === null) {
      expect(emitted).toEqual([goHome]);
    } else if (input.page === 'gateway') {
      expect(snapshot.value).toBe('paymentFailed');
    } else if (input.orderId !== null && input.succeeded) {
      expect(snapshot.value).toBe('placed');
    } else if (input.orderId !== null && input.flagged) {
      expect(snapshot.value).toBe('details');
    } else {
      // Nothing to show on /home, and nowhere to go.
      expect(snapshot.value).toBe('nothing');
      expect(emitted).toEqual([]);
    }
    return;
  }
  if (event.type === 'CLOSE' && snapshot.value === 'closed') expect(emitted).toEqual([goHome]);
  else expect(emitted).toEqual([]);
}

describeModel(orderOutcomeModel, {
  everyStep,
  states: {
    placed: ({ snapshot }) => expect(snapshot.hasTag('modal')).toBe(true),
    tracking: ({ snapshot }) => expect(snapshot.hasTag('tracking')).toBe(true),
    details: ({ snapshot }) => expect(snapshot.hasTag('tracking')).toBe(true),
    closed: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
