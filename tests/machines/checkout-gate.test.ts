import { describe, expect, it } from 'vitest';
import { checkoutGateMachine } from '../../machines/checkout-gate.machine';
import { describeModel, lastEvent } from './support/describe-model';
import {
  CHECKOUT_FACTS,
  checkoutGateModel,
} from '../../src/explorer/model/models/checkout-gate.model';
import type { StepContext } from './support/replay';

const navigate = (to: string) => ({ type: 'navigate', to });

/** Where SPEC §4 says the Checkout button leads for these facts. */
function expectedForCheckout(facts: {
  itemCount: number;
  signedIn: boolean;
  guestCheckoutEnabled: boolean;
}) {
  if (facts.itemCount === 0) return { state: 'idle', emitted: [navigate('/home')] };
  if (facts.signedIn) return { state: 'idle', emitted: [navigate('/checkout?page=cart')] };
  if (facts.guestCheckoutEnabled) return { state: 'guestPrompt', emitted: [] };
  return { state: 'idle', emitted: [navigate('/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart')] };
}

const PROMPT_CHOICES: Record<string, unknown[]> = {
  CONTINUE_AS_GUEST: [navigate('/checkout?page=cart')],
  LOGIN: [navigate('/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart')],
  SIGN_UP: [navigate('/auth/sign-up?from=%2Fcheckout%3Fpage%3Dcart')],
  DISMISS: [],
};

function checkStep({ event, snapshot, emitted }: StepContext) {
  if (event.type === 'CHECKOUT') {
    const expected = expectedForCheckout(event as never);
    expect(snapshot.value).toBe(expected.state);
    expect(emitted).toEqual(expected.emitted);
  } else if (event.type in PROMPT_CHOICES) {
    expect(snapshot.value).toBe('idle');
    expect(emitted).toEqual(PROMPT_CHOICES[event.type]);
  } else {
    expect(emitted).toEqual([]);
  }
}

describe('checkout gate (SPEC §4 Checkout button)', () => {
  it('samples cover every combination of the three facts', () => {
    expect(new Set(CHECKOUT_FACTS.map((facts) => JSON.stringify(facts))).size).toBe(8);
  });

  it('is an idle machine at rest: no invokes, no delays', () => {
    expect(Object.keys(checkoutGateMachine.implementations.actors)).toEqual([]);
  });
});

const paths = describeModel(checkoutGateModel, {
  everyStep: checkStep,
  states: {
    guestPrompt: (context) => {
      const checkout = lastEvent(context, 'CHECKOUT') as unknown as {
        signedIn: boolean;
        guestCheckoutEnabled: boolean;
        itemCount: number;
      };
      expect(checkout).toMatchObject({ signedIn: false, guestCheckoutEnabled: true });
      expect(checkout.itemCount).toBeGreaterThan(0);
    },
    idle: () => {},
  },
});

describe('checkout gate paths', () => {
  it('walk CHECKOUT with all eight fact combinations', () => {
    const walked = new Set(
      paths.flatMap((path) =>
        path.steps
          .filter((step) => step.event.type === 'CHECKOUT')
          .map((step) => JSON.stringify({ ...step.event, type: undefined })),
      ),
    );
    expect(walked.size).toBe(8);
  });
});
