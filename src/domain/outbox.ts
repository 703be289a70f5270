/**
 * Which offline cart changes the outbox keeps (issue 31). A change belongs to the cart of the
 * visitor (guest id) who made it, in one module. Another visitor's change is never this page's to
 * send and nothing would ever send it: it goes. A change of another module waits for its module
 * to be chosen again, a week at most: the cart it was made for has moved on by then.
 */

/** How long a change of another module waits for it (7 days). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What the rule reads of a kept change: its place, whose it is, when it was made. */
export type KeptChange = { seq: number; guestId: string | null; queuedAt?: number };

/**
 * The changes to drop, by `seq`, for the visitor `guestId` at `now`: another visitor's, and any
 * older than `OUTBOX_MAX_AGE_MS` (or of unknown age). None while the visitor is not known yet.
 */
export function changesToDrop(
  changes: readonly KeptChange[],
  guestId: string | null,
  now: number,
): number[] {
  if (guestId === null) return [];
  return changes
    .filter(
      (change) =>
        change.guestId !== guestId ||
        change.queuedAt === undefined ||
        now - change.queuedAt > OUTBOX_MAX_AGE_MS,
    )
    .map((change) => change.seq);
}
