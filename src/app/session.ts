import { createActor, fromPromise } from 'xstate';
import { requestGuestId } from '@/api/cart';
import { removeCarts } from '@/api/queries/cart';
import { removeWishlists } from '@/api/queries/wishlist';
import { sessionMachine } from '@machines/session.machine';
import { readRaw, writeRaw } from '@/platform/storage';
import { bindEffects } from './effects';
import { queryClient } from './query-client';
import '@/i18n/texts/shared';

/** The one session actor of the app: who the visitor is. Storage mirrors its context. */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: { requestGuestId: fromPromise(() => requestGuestId()) },
  }),
  { input: { token: readRaw('token'), guestId: readRaw('guest_id') } },
);

// Started when first imported (right after the first paint, or by the first view that needs it).
startSession();

function startSession(): void {
  bindEffects(sessionActor);
  sessionActor.on('sessionCleared', () => {
    removeCarts(queryClient);
    removeWishlists(queryClient);
  });
  sessionActor.subscribe((snapshot) => {
    const { token, guestId } = snapshot.context;
    if (readRaw('token') !== token) writeRaw('token', token);
    if (guestId !== null && readRaw('guest_id') !== guestId) writeRaw('guest_id', guestId);
  });
  sessionActor.start();
}

export function currentOwner() {
  return { guestId: sessionActor.getSnapshot().context.guestId };
}

/** The signed-in customer's token (the provider's gateway page asks for it), else null. */
export function currentToken() {
  return sessionActor.getSnapshot().context.token;
}
