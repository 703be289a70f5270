import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { endToken } from '@/api/auth';
import type { ApiClient } from '@/api/client';
import { requestGuestId } from '@/api/cart';
import { removePersonalData } from '@/api/queries/personal';
import { sessionMachine } from '@machines/session.machine';
import { readRaw, writeRaw } from '@/platform/storage';
import type { AppActorCreator, AppSystem } from './app-system';
import { inspected } from './inspection';
import { bindEffects } from './run-effects';
import '@/i18n/texts/shared';

/**
 * A new guest id, unless another tab of this browser stored one while this one was asked for
 * (two tabs opened at once): one visitor, one guest id, one cart. Without it, the second tab's id
 * replaced the first's in storage, and the first tab's next page read an empty cart.
 */
async function requestSharedGuestId(api: ApiClient): Promise<string> {
  const before = readRaw('guest_id');
  const fresh = await requestGuestId(api);
  const stored = readRaw('guest_id');
  return stored !== null && stored !== before ? stored : fresh;
}

/** The session actor of one app: who the visitor is. Storage mirrors its context. */
export const createSessionActor = ((system: AppSystem) => {
  const providedSession = sessionMachine.provide({
    actors: { requestGuestId: fromPromise(() => requestSharedGuestId(system.api)) },
  });
  const actor = createActor(
    providedSession,
    inspected({ input: { token: system.stored('token'), guestId: system.stored('guest_id') } }),
  );
  bindEffects(actor);
  // Signed out here whatever the answer: a token the provider could not end (offline) lapses in
  // at most 30 days.
  actor.on('tokenEnded', ({ token }) => {
    if (token !== '') endToken(system.api, token).catch(() => {});
  });
  actor.on('sessionCleared', () => removePersonalData(system.queryClient));
  actor.subscribe((snapshot) => {
    const { token, guestId } = snapshot.context;
    if (readRaw('token') !== token) writeRaw('token', token);
    if (guestId !== null && readRaw('guest_id') !== guestId) writeRaw('guest_id', guestId);
  });
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;

export type SessionActor = ReturnType<typeof createSessionActor>;

/** Who asks, as the session knows it now (outside React): the guest id and the token. */
export function ownerNow(system: AppSystem): { guestId: string | null; token: string | null } {
  const { guestId, token } = system.actor(createSessionActor).getSnapshot().context;
  return { guestId, token };
}
