import type { AnyActorRef, InspectionEvent, Snapshot, StateValue } from 'xstate';
import { formatStateValue, LIVE_CHANNEL, type LiveActor, type LiveMessage } from './protocol';
import { redact } from './redact';

type MachineSnapshot = Snapshot<unknown> & {
  machine: { id: string };
  value: StateValue;
  context: unknown;
};

function isMachineSnapshot(snapshot: Snapshot<unknown>): snapshot is MachineSnapshot {
  return 'machine' in snapshot && 'value' in snapshot;
}

/**
 * The app's side of live inspection: turns XState's inspection events (every actor the app
 * creates, see src/system/inspection.ts) into redacted messages for the live explorer. Only
 * machine actors are reported; what they invoke (promises) shows through their events.
 */
export function createInspector(post: (message: LiveMessage) => void, url: () => string) {
  const page = Math.random().toString(36).slice(2, 10);
  let next = 0;
  const ids = new WeakMap<AnyActorRef, string>();
  const live = new Map<string, { actor: LiveActor }>();
  const idOf = (ref: AnyActorRef) => {
    let id = ids.get(ref);
    if (!id) {
      next += 1;
      id = `${ref.id}#${next}`;
      ids.set(ref, id);
    }
    return id;
  };

  const describe = (ref: AnyActorRef, snapshot: MachineSnapshot, status: string): LiveActor => ({
    page,
    actor: idOf(ref),
    machine: snapshot.machine.id,
    status,
    value: snapshot.value,
    context: redact(snapshot.context),
    url: url(),
  });

  function inspect(event: InspectionEvent): void {
    if (event.type !== '@xstate.snapshot') return;
    const { snapshot } = event;
    // The actors of an app are XState's own (ActorRefLike is what other inspected logic gives).
    const actorRef = event.actorRef as AnyActorRef;
    if (!isMachineSnapshot(snapshot)) return;
    const id = idOf(actorRef);
    const before = live.get(id);
    const actor = describe(actorRef, snapshot, snapshot.status);
    // A stopped actor (its view unmounted) says so in its last snapshot (`xstate.stop`).
    if (snapshot.status === 'active') live.set(id, { actor });
    else live.delete(id);
    post({
      kind: 'transition',
      actor,
      transition: {
        page,
        actor: id,
        machine: actor.machine,
        type: event.event.type,
        event: redact(event.event),
        from: before ? formatStateValue(before.actor.value) : '',
        to: formatStateValue(snapshot.value),
        time: Date.now(),
      },
    });
  }

  /** The explorer opened after the page: every running actor is told again. */
  function announce(): void {
    for (const { actor } of live.values()) post({ kind: 'actor', actor });
  }

  return { inspect, announce };
}

/** The inspector of this page, posting on the live channel; the explorer's hello is answered. */
export function startBroadcastInspector(): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  const inspector = createInspector(
    (message) => channel.postMessage(message),
    () => window.location.pathname,
  );
  channel.addEventListener('message', (event: MessageEvent<LiveMessage>) => {
    if (event.data?.kind === 'hello') inspector.announce();
  });
  return inspector.inspect;
}
