import { useQuery } from '@tanstack/react-query';
import { waitFor, type AnyActorRef } from 'xstate';
import { removeCartLine, updateCartQuantity } from '@/api/cart';
import { invalidateCart } from '@/api/queries/cart';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { queuedLineId, queuedSeqOf, withPendingAdd } from '@/domain/cart-lines';
import { readModule } from '@/platform/location-store';
import { changesToDrop } from '@/domain/outbox';
import {
  OUTBOX_KEY,
  clearOutbox,
  dropChange,
  dropChanges,
  queueChange,
  queuedChanges,
  replaceChange,
  type QueuedAdd,
  type QueuedChange,
  type QueuedRemove,
  type QueuedUpdate,
  type StoredChange,
} from '@/platform/outbox-store';
import type { AddRequest } from '@machines/add-to-cart.machine';
import { errorToast } from '@machines/effects';
import type { AppSystem } from './app-system';
import { showToast } from './run-effects';
import { createSessionActor, ownerNow } from './session';
import { cartKeyNow } from './use-cart';

export { OUTBOX_KEY };

/** A cart change's idempotency key: the provider applies a change sent twice with it once. */
export const newChangeKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function cartNow(system: AppSystem): CartRow[] {
  return system.queryClient.getQueryData<CartRow[]>(cartKeyNow(system)) ?? [];
}

function showCart(system: AppSystem, cart: CartRow[]) {
  system.queryClient.setQueryData(cartKeyNow(system), cart);
  void system.queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
}

async function queue(
  system: AppSystem,
  change: QueuedAdd | QueuedUpdate | QueuedRemove,
  key = newChangeKey(),
) {
  return queueChange({
    ...change,
    key,
    guestId: ownerNow(system).guestId,
    moduleId: readModule()?.id,
    queuedAt: Date.now(),
  } as QueuedChange);
}

/**
 * An add made offline (or one whose request met no network): kept in the outbox, shown at once as
 * a line waiting to be sent, with the key it was first sent with, if any (the provider may have
 * received it).
 */
export async function queueAdd(system: AppSystem, request: AddRequest): Promise<void> {
  const { cartStoreId: _s, hasLocation: _l, needsOptions: _n, idempotencyKey, ...add } = request;
  const seq = await queue(system, { kind: 'add', ...add }, idempotencyKey);
  const item = request.item as Item | undefined;
  if (item) showCart(system, withPendingAdd(cartNow(system), request, item, queuedLineId(seq)));
}

/**
 * A line's new quantity (0: removed) made offline. A line added offline changes its waiting add
 * (or drops it); a line the provider holds gets an update or a removal in the outbox.
 */
export async function queueLineChange(system: AppSystem, cartId: number, quantity: number) {
  const seq = queuedSeqOf({ id: cartId });
  if (seq !== null) {
    const waiting = (await queuedChanges()).find((change) => change.seq === seq);
    if (waiting?.kind === 'add') {
      if (quantity <= 0) await dropChange(seq);
      else await replaceChange({ ...waiting, quantity });
    }
  } else if (quantity <= 0) await queue(system, { kind: 'remove', cartId });
  else await queue(system, { kind: 'update', cartId, quantity });
  showCart(
    system,
    cartNow(system)
      .map((row) => (row.id === cartId ? { ...row, quantity } : row))
      .filter((row) => row.quantity > 0),
  );
}

/** Which lines wait in the outbox: lines added offline, and lines changed offline. */
export function isWaiting(row: CartRow, changes: readonly StoredChange[]): boolean {
  return changes.some((change) =>
    change.kind === 'add'
      ? queuedLineId(change.seq) === row.id || change.itemId === row.item_id
      : change.cartId === row.id,
  );
}

/**
 * Sends the outbox, oldest first, once the connection is back (the connectivity machine's
 * `reconnecting`). Adds go through the app's add-to-cart machine, so the one-store rule and the
 * provider's stock and limits apply as if pressed now; a refusal shows the provider's words (the
 * machine's toast) and the change is not kept. Each change is sent with its own key. Then
 * another visitor's changes and those kept too long (another module's) are dropped.
 */
export async function replayOutbox(
  system: AppSystem,
  addToCartActor: () => AnyActorRef,
  stillOnline: () => boolean,
): Promise<void> {
  const changes = await queuedChanges();
  const owner = ownerNow(system);
  // Nothing to send, or the session has no guest id yet (the page has just opened).
  if (changes.length === 0 || owner.guestId === null) return;
  // Another visitor's or another module's cart is not this page's to send.
  const moduleId = readModule()?.id;
  const mine = changes.filter(
    (change) => change.guestId === owner.guestId && change.moduleId === moduleId,
  );
  if (mine.length > 0 && !(await sendChanges(system, addToCartActor, mine, owner, stillOnline)))
    return;
  await pruneOutbox(owner.guestId);
  await invalidateCart(system.queryClient);
  await system.queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
}

/** Drops what this browser will never send for `guestId` (src/domain/outbox.ts). */
export async function pruneOutbox(guestId: string | null, now = Date.now()): Promise<void> {
  await dropChanges(changesToDrop(await queuedChanges(), guestId, now));
}

/** Sends this page's own changes in order; false when the connection dropped again on the way. */
async function sendChanges(
  system: AppSystem,
  addToCartActor: () => AnyActorRef,
  changes: readonly StoredChange[],
  owner: { guestId: string | null; token: string | null },
  stillOnline: () => boolean,
): Promise<boolean> {
  // Created only with something to send: the add-to-cart actor loads its dialogs' code.
  const addToCart = addToCartActor();
  // What the provider holds now: the one-store rule is checked against it.
  await invalidateCart(system.queryClient);
  for (const change of changes) {
    if (change.kind === 'add') {
      await waitFor(addToCart, (snapshot) => snapshot.matches('idle'));
      const {
        seq: _seq,
        kind: _kind,
        key,
        guestId: _g,
        moduleId: _m,
        queuedAt: _t,
        ...add
      } = change;
      // Lines added offline are the outbox's: the provider's cart decides the one-store rule.
      const cart = cartNow(system).filter((row) => row.id > 0);
      addToCart.send({
        type: 'ADD',
        ...add,
        cartStoreId: cart[0]?.item.store_id ?? null,
        hasLocation: true,
        needsOptions: false,
        offline: false,
        idempotencyKey: key,
      });
      await waitFor(addToCart, (snapshot) => snapshot.matches('idle'), { timeout: Infinity });
    } else {
      try {
        const answer =
          change.kind === 'update'
            ? await updateCartQuantity(
                system.api,
                owner,
                change.cartId,
                change.quantity,
                change.key,
              )
            : await removeCartLine(system.api, owner, change.cartId, change.key);
        system.queryClient.setQueryData(cartKeyNow(system), answer);
      } catch (error) {
        showToast(errorToast(error));
      }
    }
    // The connection dropped again: this change and the rest wait for the next time.
    if (!stillOnline()) return false;
    await dropChange(change.seq);
    await system.queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
  }
  return true;
}

/**
 * A customer's offline cart changes are theirs: when they sign out (or their session ends), the
 * outbox is emptied, so nothing of theirs is ever sent as the guest's.
 */
export function clearOutboxOnSignOut(system: AppSystem): void {
  system.actor(createSessionActor).on('sessionCleared', () => {
    void clearOutbox().then(() => system.queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }));
  });
}

/** The changes waiting in the outbox (the cart's lines show theirs as waiting). */
export function useWaitingChanges(): readonly StoredChange[] {
  return (
    useQuery({
      queryKey: OUTBOX_KEY,
      queryFn: queuedChanges,
      networkMode: 'always',
      staleTime: Infinity,
    }).data ?? []
  );
}
