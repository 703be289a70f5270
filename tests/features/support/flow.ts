import {
  createActor,
  fromPromise,
  type ActorRefFrom,
  type AnyStateMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

/** An actor stub that never settles: the flow stays in the state that invoked it. */
export const pending = <T = unknown>() => fromPromise<T, never>(() => new Promise<T>(() => {}));

/** An actor stub that answers at once. */
export const answering = <T>(value: T) => fromPromise<T, never>(async () => value);

/** An actor stub that fails with the provider's words. */
export const failing = (message: string) =>
  fromPromise<never, never>(async () => {
    throw new Error(message);
  });

/** Lets settled stubs reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The real machine (with stub actors where it calls out) and a connect over its current
 * snapshot: what a view would get, step by step.
 */
export function connected<TMachine extends AnyStateMachine, TApi>(
  machine: TMachine,
  connect: (snapshot: SnapshotFrom<TMachine>, send: ActorRefFrom<TMachine>['send']) => TApi,
  input?: InputFrom<TMachine>,
) {
  const actor = createActor(machine, { input }).start() as ActorRefFrom<TMachine>;
  const sent: unknown[] = [];
  const send = ((event: unknown) => {
    sent.push(event);
    actor.send(event as never);
  }) as ActorRefFrom<TMachine>['send'];
  return {
    actor,
    sent,
    api: () => connect(actor.getSnapshot() as SnapshotFrom<TMachine>, send),
  };
}
