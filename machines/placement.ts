/**
 * The placement and payment sub-flow that the checkout (`checkout.machine.ts`) and the parcel
 * order (`parcel-order.machine.ts`) share: one POST with the order's Idempotency-Key; a failure
 * goes back to where the order was being edited with everything kept (a retry carries the same
 * key), the method fitted to what is allowed now; an order paid on delivery or by wallet is
 * placed, one paid online waits for its payment at the gateway. Payment methods heard while the
 * order is sent are kept for a retry, the method in flight left as it is.
 *
 * Both machines spread `placementStates(...)` into their states and name, in their own `setup`,
 * the guard and actions it refers to: `paysDigitally`; `setPlaced`, `toastFailure`,
 * `fitPaymentMethod`, `keepAllowedMethods`, `announcePlaced`, `announcePaymentRequired`.
 */

/** The methods an order can be paid with (src/domain/payment-methods.ts `OrderPaymentMethod`). */
export type PaymentChoice = 'cash_on_delivery' | 'digital_payment' | 'wallet';

/** The method once the allowed methods change: the chosen one while allowed, else the first allowed (null: none). */
export function fittedMethod<TMethod extends string>(
  chosen: TMethod | null,
  allowed: readonly TMethod[],
): TMethod | null {
  return chosen !== null && allowed.includes(chosen) ? chosen : (allowed[0] ?? null);
}

/** Where the sub-flow differs between its users: the actor, its input, the words, the way back. */
export type PlacementOptions<
  TActor extends string,
  TContext,
  TInput,
  TRetry extends string,
  TPlaced,
> = {
  /** What the placing actor answers, as xstate's `types` say it: `{} as PlacedOrder`. */
  types: { output: TPlaced };
  /** The placeholder actor (and invoke id) that places the order. */
  actor: TActor;
  input: (args: { context: TContext }) => TInput;
  /** The state a failed placement returns to. */
  retryTarget: TRetry;
  descriptions: { placing: string; failure: string; placed: string; awaitingPayment: string };
};

/** `placing`, `placed` and `awaitingPayment`, as one definition for every order the app places. */
export function placementStates<
  TActor extends string,
  TContext,
  TInput,
  TRetry extends string,
  TPlaced,
>(options: PlacementOptions<TActor, TContext, TInput, TRetry, TPlaced>) {
  const setPlaced = {
    type: 'setPlaced',
    params: ({ event }: { event: { output: TPlaced } }) => event.output,
  } as const;
  return {
    placing: {
      tags: ['busy'],
      description: options.descriptions.placing,
      invoke: {
        id: options.actor,
        src: options.actor,
        input: options.input,
        onDone: [
          { guard: 'paysDigitally', target: 'awaitingPayment', actions: setPlaced },
          { target: 'placed', actions: setPlaced },
        ],
        onError: {
          target: options.retryTarget,
          actions: ['toastFailure', 'fitPaymentMethod'],
          description: options.descriptions.failure,
        },
      },
      on: {
        PAYMENT_METHODS_CHANGED: {
          actions: 'keepAllowedMethods',
          description:
            'Heard while the order is sent: kept for a retry, the method in flight left as it is.',
        },
      },
    },
    placed: {
      description: options.descriptions.placed,
      type: 'final',
      entry: 'announcePlaced',
    },
    awaitingPayment: {
      tags: ['busy'],
      description: options.descriptions.awaitingPayment,
      type: 'final',
      entry: 'announcePaymentRequired',
    },
  } as const;
}
