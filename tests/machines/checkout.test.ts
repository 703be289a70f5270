import { describe, expect, it } from 'vitest';
import { errorToast } from '../../machines/effects';
import {
  deliveryErrors,
  type AddressChoice,
  type PlacedOrder,
} from '../../machines/checkout.machine';
import type { GuestContact } from '../../src/domain/guest-contact';
import { CAMPAIGN_CHECKOUT_PATH } from '../../src/domain/buy-now';
import {
  emptyDeliveryForm,
  validateDelivery,
  type DeliveryErrors,
  type DeliveryForm,
} from '../../src/domain/contact';
import { placedOrderPath } from '../../src/domain/placed-order';
import { describeModel } from './support/describe-model';
import { generatePaths } from '../../src/explorer/model/model';
import {
  IDEMPOTENCY_KEY,
  PLACED,
  checkoutModel,
} from '../../src/explorer/model/models/checkout.model';
import { replayPath, type StepContext } from './support/replay';

const REQUIRED_MESSAGES = {
  address: 'validation.addressRequired',
  contactName: 'validation.nameRequired',
  contactPhone: 'validation.phoneRequired',
};

/** The form with `fields` set and their messages gone (typing in a field removes its message). */
function filledIn(
  previous: { form: DeliveryForm; errors: DeliveryErrors },
  fields: Partial<DeliveryForm>,
) {
  const errors = { ...previous.errors };
  for (const field of Object.keys(fields) as Array<keyof DeliveryForm>) delete errors[field];
  return { form: { ...previous.form, ...fields }, errors };
}

function everyStep(context: StepContext) {
  const { snapshot, previous, event, emitted, calls } = context;
  // One checkout, one key: every placement (and every retry) sends the same Idempotency-Key.
  expect(snapshot.context.idempotencyKey).toBe(IDEMPOTENCY_KEY);
  // While editing, the method is always one the config, the zone and the session allow; none
  // only when none is. Once the order is sent, it is the method the order went with.
  const { allowedMethods, paymentMethod } = snapshot.context;
  if (snapshot.matches('editing')) {
    if (paymentMethod === null) expect(allowedMethods).toEqual([]);
    else expect(allowedMethods).toContain(paymentMethod);
  }
  // What was chosen is what is ordered: the cart, or the one campaign item (never both).
  expect(snapshot.context.source).toEqual(
    (context.path.variant.input as { source?: unknown }).source ?? { page: 'cart' },
  );
  if (context.index === 0) {
    // The first method allowed (cash on delivery only when it is allowed), none when none is.
    const input = context.path.variant.input as { allowedMethods: string[] };
    expect(allowedMethods).toEqual(input.allowedMethods);
    expect(paymentMethod).toBe(input.allowedMethods[0] ?? null);
  }
  for (const call of calls) {
    expect(call.id).toBe('placeOrder');
    expect(call.input).toEqual({
      source: snapshot.context.source,
      form: snapshot.context.form,
      options: snapshot.context.options,
      paymentMethod: snapshot.context.paymentMethod,
      idempotencyKey: IDEMPOTENCY_KEY,
    });
  }
  switch (event.type) {
    case 'FIELD_CHANGED': {
      expect(snapshot.context.form).toEqual({
        ...previous!.context.form,
        [event.field]: event.value,
      });
      // Typing in a field removes its message; the other messages stay.
      const { [event.field]: _removed, ...others } = previous!.context.errors;
      expect(snapshot.context.errors).toEqual(others);
      expect(emitted).toEqual([]);
      break;
    }
    case 'ADDRESS_CHOSEN': {
      // One event fills the address and contact (the email only when the address has one);
      // its point and label go with the order.
      const { point, addressType, contactEmail, ...fields } = event.choice as AddressChoice;
      const expected = filledIn(previous!.context, {
        ...fields,
        ...(contactEmail ? { contactEmail } : {}),
      });
      expect(snapshot.context.form).toEqual(expected.form);
      expect(snapshot.context.errors).toEqual(expected.errors);
      expect(snapshot.context.options).toEqual({
        ...previous!.context.options,
        point,
        addressType,
      });
      expect(emitted).toEqual([]);
      break;
    }
    case 'CONTACT_CHOSEN': {
      const { name, phone, email } = event.contact as GuestContact;
      const expected = filledIn(previous!.context, {
        contactName: name,
        contactPhone: phone,
        contactEmail: email,
      });
      expect(snapshot.context.form).toEqual(expected.form);
      expect(snapshot.context.errors).toEqual(expected.errors);
      expect(snapshot.context.options).toEqual(previous!.context.options);
      expect(emitted).toEqual([]);
      break;
    }
    case 'PAYMENT_METHOD_CHOSEN':
      // A method offered is taken; one not offered changes nothing.
      expect(paymentMethod).toBe(
        previous!.context.allowedMethods.includes(event.method)
          ? event.method
          : previous!.context.paymentMethod,
      );
      expect(emitted).toEqual([]);
      break;
    case 'PAYMENT_METHODS_CHANGED':
      expect(allowedMethods).toEqual(event.methods);
      expect(snapshot.context.form).toEqual(previous!.context.form);
      expect(emitted).toEqual([]);
      // Heard while the order is sent: kept for a retry; the order's method stays as sent.
      if (snapshot.matches('placing')) {
        expect(paymentMethod).toBe(previous!.context.paymentMethod);
        break;
      }
      // The chosen method stays while still allowed; otherwise the first allowed one.
      expect(paymentMethod).toBe(
        previous!.context.paymentMethod !== null &&
          event.methods.includes(previous!.context.paymentMethod)
          ? previous!.context.paymentMethod
          : (event.methods[0] ?? null),
      );
      expect(snapshot.context.form).toEqual(previous!.context.form);
      expect(emitted).toEqual([]);
      break;
    case 'OPTIONS_CHANGED': {
      expect(snapshot.context.options).toEqual({ ...previous!.context.options, ...event.options });
      expect(snapshot.context.form).toEqual(previous!.context.form);
      // Take-away drops the address message; nothing else changes the messages.
      if (snapshot.context.options.orderType === 'take_away')
        expect(snapshot.context.errors.address).toBeUndefined();
      else expect(snapshot.context.errors).toEqual(previous!.context.errors);
      expect(emitted).toEqual([]);
      break;
    }
    case 'PLACE_ORDER': {
      // What was still being typed is taken first, as if each field had been left.
      const typed = filledIn(previous!.context, (event.typed ?? {}) as Partial<DeliveryForm>);
      expect(snapshot.context.form).toEqual(typed.form);
      const messages = deliveryErrors({ ...previous!.context, ...typed });
      if (Object.keys(messages).length > 0) {
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.errors).toEqual(messages);
        expect(calls).toEqual([]);
      } else if (previous!.context.paymentMethod === null) {
        // No method allowed: nothing is sent, nothing else changes.
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context).toEqual({ ...previous!.context, ...typed });
        expect(calls).toEqual([]);
      } else {
        expect(snapshot.value).toBe('placing');
        expect(calls).toHaveLength(1);
      }
      expect(emitted).toEqual([]);
      break;
    }
    case 'xstate.error.actor.placeOrder':
      // A failed placement keeps everything typed and the same key; the method is fitted to
      // what is allowed now (a change heard while placing).
      expect(snapshot.value).toBe('editing');
      expect(paymentMethod).toBe(
        previous!.context.paymentMethod !== null &&
          allowedMethods.includes(previous!.context.paymentMethod)
          ? previous!.context.paymentMethod
          : (allowedMethods[0] ?? null),
      );
      expect(snapshot.context.form).toEqual(previous!.context.form);
      expect(snapshot.context.errors).toEqual(previous!.context.errors);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    case 'xstate.done.actor.placeOrder':
      // Cash on delivery or wallet: a guest to the order-placed modal on /home, a customer to
      // the order's page; a digital payment: off to the gateway.
      expect(emitted).toEqual(
        snapshot.context.paymentMethod === 'digital_payment'
          ? [{ type: 'paymentRequired', order: event.output }]
          : [
              { type: 'orderPlaced', order: event.output },
              {
                type: 'navigate',
                to: placedOrderPath(event.output as PlacedOrder, snapshot.context.guest),
              },
            ],
      );
      expect(snapshot.value).toBe(
        snapshot.context.paymentMethod === 'digital_payment' ? 'awaitingPayment' : 'placed',
      );
      break;
    default:
      // A guest at a campaign checkout is sent to sign in as the checkout opens.
      expect(emitted).toEqual(
        snapshot.matches('signInRequired')
          ? [
              { type: 'toast', status: 'error', messageKey: 'item.campaignLoginRequired' },
              {
                type: 'navigate',
                to: `/auth/sign-in?from=${encodeURIComponent(CAMPAIGN_CHECKOUT_PATH)}`,
                replace: true,
              },
            ]
          : [],
      );
  }
}

describeModel(checkoutModel, {
  everyStep,
  states: {
    editing: ({ snapshot, path, index }) => {
      expect(snapshot.context.placed).toBeNull();
      if (index === 0) {
        expect(snapshot.context.form).toEqual((path.variant.input as { form: unknown }).form);
        expect(snapshot.context.errors).toEqual({});
      }
    },
    placing: ({ snapshot }) => {
      expect(deliveryErrors(snapshot.context)).toEqual({});
      // Sent with a method (the methods may change while it is under way).
      expect(snapshot.context.paymentMethod).not.toBeNull();
      expect(snapshot.children.placeOrder).toBeDefined();
    },
    signInRequired: ({ snapshot, calls }) => {
      expect(snapshot.context.guest).toBe(true);
      expect(snapshot.context.source.page).toBe('campaign');
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toBeNull();
      expect(calls).toEqual([]);
    },
    placed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.placed).toEqual(PLACED);
      expect(snapshot.output).toEqual(PLACED);
    },
  },
  afterPath: (path, last) => {
    // Retried placements all carried the same key (checked per call above) — and there were retries.
    if (path.name === 'placement fails twice, then succeeds with the same key') {
      const placements = last.allCalls.filter((call) => call.id === 'placeOrder');
      expect(placements).toHaveLength(3);
      expect(
        new Set(
          placements.map((call) => (call.input as { idempotencyKey: string }).idempotencyKey),
        ),
      ).toEqual(new Set([IDEMPOTENCY_KEY]));
    }
  },
});

describe('checkout validation (SPEC §5)', () => {
  it('an empty form gets exactly the three required-field messages', () => {
    expect(validateDelivery(emptyDeliveryForm())).toEqual(REQUIRED_MESSAGES);
  });

  it("a guest's empty form also needs the email (SPEC §5 guest contact form)", () => {
    expect(validateDelivery(emptyDeliveryForm(), { emailRequired: true })).toEqual({
      ...REQUIRED_MESSAGES,
      contactEmail: 'validation.emailRequired',
    });
  });

  it("Place Order on a guest's empty form shows exactly those messages", async () => {
    const path = generatePaths(checkoutModel).find(
      (candidate) => candidate.name === 'every message, then each field fixed',
    )!;
    let errorsAfterFirstPlace: unknown;
    await replayPath(checkoutModel, path, {
      onStep: ({ index, snapshot }) => {
        if (index === 1) errorsAfterFirstPlace = snapshot.context.errors;
      },
    });
    expect(errorsAfterFirstPlace).toEqual({
      ...REQUIRED_MESSAGES,
      contactEmail: 'validation.emailRequired',
    });
  });
});
