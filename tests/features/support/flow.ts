import {
  createActor,
  fromPromise,
  type Actor,
  type AnyStateMachine,
  type EventFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

// Stubs take any input and answer any output the machine declares: they stand in for every actor.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** An actor stub that never settles: the flow stays in the state that invoked it. */
export const pending = () => fromPromise<any, any>(() => new Promise(() => {}));

/** An actor stub that answers at once. */
export const answering = (value: unknown) => fromPromise<any, any>(async () => value);

/** An actor stub that fails with the provider's words. */
export const failing = (message: string) =>
  fromPromise<any, any>(async () => {
    throw new Error(message);
  });

/** An actor stub that fails with this error (an `ApiError` as the API client throws it). */
export const rejecting = (error: unknown) =>
  fromPromise<any, any>(async () => {
    throw error;
  });
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Lets settled stubs reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The real machine (with stub actors where it calls out) and a connect over its current
 * snapshot: what a view would get, step by step.
 */
export function connected<TMachine extends AnyStateMachine, TApi>(
  machine: TMachine,
  connect: (snapshot: SnapshotFrom<TMachine>, send: (event: EventFrom<TMachine>) => void) => TApi,
  input?: InputFrom<TMachine>,
) {
  const actor: Actor<TMachine> = createActor(machine, { input } as never).start();
  const sent: unknown[] = [];
  const send = (event: EventFrom<TMachine>) => {
    sent.push(event);
    actor.send(event);
  };
  return {
    actor,
    sent,
    api: () => connect(actor.getSnapshot() as SnapshotFrom<TMachine>, send),
  };
}
