import { useSelector } from '@xstate/react';
import { createActor, fromTransition } from 'xstate';
import { useAppActor, type AppActorCreator, type AppSystem } from './app-system';

type WelcomeEvent = { type: 'ANNOUNCE' } | { type: 'CLOSE' };

/** SPEC §2: a welcome dialog for a customer who has just signed up (until they close it). */
const welcomeLogic = fromTransition(
  (_pending: boolean, event: WelcomeEvent) => event.type === 'ANNOUNCE',
  false,
);

/** Whether this app's welcome dialog is open. */
export const createWelcomeActor = (() => createActor(welcomeLogic)) satisfies AppActorCreator<
  ReturnType<typeof createActor<typeof welcomeLogic>>
>;

export function announceWelcome(system: AppSystem): void {
  system.actor(createWelcomeActor).send({ type: 'ANNOUNCE' });
}

export function useWelcome() {
  const actor = useAppActor(createWelcomeActor);
  const open = useSelector(actor, (snapshot) => snapshot.context);
  return { open, close: () => actor.send({ type: 'CLOSE' }) };
}
