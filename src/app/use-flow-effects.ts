import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { bindEffects } from './effects';

/** Carries out a component-level machine's toasts and navigation while the component lives. */
export function useFlowEffects(actorRef: AnyActorRef): void {
  useEffect(() => bindEffects(actorRef), [actorRef]);
}
