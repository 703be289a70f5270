import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import type {
  ActorOptions,
  ActorRefFrom,
  AnyActorRef,
  AnyStateMachine,
  SnapshotFrom,
} from 'xstate';
import { useAppSystem, type AppSystem } from './app-system';
import { inspected } from './inspection';
import { bindEffects } from './run-effects';

/** What a flow does with its actor's emitted events; returns the unsubscribe. */
export type FlowBinding<TActor> = (actor: TActor) => () => void;

/** A machine given its actors by the app they run in (its API client, its query client). */
export type ProvidedBy<TMachine> = (system: AppSystem) => TMachine;

/**
 * A component's own flow: the actor of a provided machine (or of the machine `provided` gives
 * for this app, made once), its toasts and navigation carried out while the component lives,
 * and the flow's own emitted events handled by `bind`. Inspected live with `?inspect`
 * (./inspection.ts).
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  provided: TMachine | ProvidedBy<TMachine>,
  options?: ActorOptions<TMachine>,
  bind?: FlowBinding<ActorRefFrom<TMachine>>,
): ActorRefFrom<TMachine> {
  const system = useAppSystem();
  const [machine] = useState(() => (typeof provided === 'function' ? provided(system) : provided));
  const actor = useActorRef(machine, inspected(options)) as ActorRefFrom<TMachine>;
  // Layout effects run before @xstate/react starts the actor (a passive effect), so what the
  // machine emits on its way into its first state (a redirect, say) is heard too.
  useLayoutEffect(() => bindEffects(actor), [actor]);
  useLayoutEffect(() => bind?.(actor), [actor, bind]);
  return actor;
}

/**
 * What a view renders: a pure `connect(snapshot, send)` (`<feature>/<name>.connect.ts`) applied
 * to the actor's current snapshot.
 */
export function useConnect<TActor extends AnyActorRef, TApi>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => TApi,
): TApi {
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<TActor>);
  return connect(snapshot, actor.send);
}
