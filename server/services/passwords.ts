import { hash, verify } from '@node-rs/argon2';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';

/**
 * Password hashing: argon2id (@node-rs/argon2, prebuilt inside its npm package) with the
 * library's defaults (19 MiB, 2 passes, 1 lane: OWASP's baseline). Hashes are PHC strings
 * (`$argon2id$v=19$...`), so the parameters travel with each hash and can be raised later
 * without breaking old ones.
 *
 * Every hash and check passes one gate per process: at most `concurrency` run at once (each
 * takes a thread of libuv's pool, which static files also use, and most of a core for ~15 ms);
 * up to `maxQueued` more wait their turn, and beyond that the call is refused with 429
 * `too_many_requests` before any hashing. A flood of logins then costs at most `concurrency`
 * cores, whatever its size (`HASH_CONCURRENCY`, `HASH_QUEUE`: `main.ts`).
 */

export interface HashingLimits {
  /** hashes running at once in this process */
  concurrency: number;
  /** hashes waiting for a turn; the next one is refused */
  maxQueued: number;
}

export const DEFAULT_HASHING: HashingLimits = { concurrency: 1, maxQueued: 32 };

/** What the gate has done since the process started (tests and logs read it). */
export interface HashingStats {
  /** argon2 calls begun */
  started: number;
  /** calls refused because the queue was full */
  refused: number;
  /** the most argon2 calls that ran at once */
  peakRunning: number;
  running: number;
  queued: number;
}

let limits: HashingLimits = { ...DEFAULT_HASHING };
let permitsOut = 0;
let hashing = 0;
const waiting: (() => void)[] = [];
const stats = { started: 0, refused: 0, peakRunning: 0 };

/** Sets the gate's limits (start-up; tests). Waiting calls keep their place. */
export function configureHashing(next: HashingLimits): void {
  if (!Number.isSafeInteger(next.concurrency) || next.concurrency < 1)
    throw new Error(`hashing concurrency must be an integer >= 1 (got ${next.concurrency})`);
  if (!Number.isSafeInteger(next.maxQueued) || next.maxQueued < 0)
    throw new Error(`hashing queue must be an integer >= 0 (got ${next.maxQueued})`);
  limits = { ...next };
  while (permitsOut < limits.concurrency && waiting.length > 0) {
    permitsOut++;
    waiting.shift()!();
  }
}

export function hashingStats(): HashingStats {
  return { ...stats, running: hashing, queued: waiting.length };
}

/**
 * The refusal of a full queue. Its message is the English text, as every ApiError's is: the
 * error envelope answers it in the request's language (`X-localization`, http/messages.ts
 * `localize`; tests/server/login-flood.test.ts).
 */
export function hashingBusy(): ApiError {
  return new ApiError(429, 'too_many_requests', t('too_many_requests', 'en'));
}

/**
 * Runs `work` holding one of the gate's permits: `admit` first (a last check that may refuse,
 * such as an account's lock that the attempts queued ahead of this one may have set), then the
 * hashing.
 */
async function gated<T>(admit: (() => Promise<void>) | undefined, work: () => Promise<T>) {
  if (permitsOut >= limits.concurrency) {
    if (waiting.length >= limits.maxQueued) {
      stats.refused++;
      throw hashingBusy();
    }
    // the permit is handed over by the call that releases it
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    permitsOut++;
  }
  try {
    await admit?.();
    return await work();
  } finally {
    const next = permitsOut <= limits.concurrency ? waiting.shift() : undefined;
    if (next) next();
    else permitsOut--;
  }
}

async function argon<T>(call: () => Promise<T>): Promise<T> {
  stats.started++;
  hashing++;
  stats.peakRunning = Math.max(stats.peakRunning, hashing);
  try {
    return await call();
  } finally {
    hashing--;
  }
}

export async function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return gated(undefined, () =>
    argon(() => hash(password, salt === undefined ? undefined : { salt })),
  );
}

/**
 * Checks `password` against the stored hash; `admit` runs once this call's turn has come,
 * before any hashing, and may throw to refuse it.
 */
export async function verifyPassword(
  stored: string | null,
  password: string,
  admit?: () => Promise<void>,
): Promise<boolean> {
  return gated(admit, async () => {
    if (stored === null || !stored.startsWith('$argon2')) {
      await burnNow(password);
      return false;
    }
    try {
      return await argon(() => verify(stored, password));
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | undefined;

/**
 * Spends about as long as a real check, so that "no such customer" and "wrong password" take
 * the same time and a stranger cannot find out which phone numbers have accounts.
 */
export async function burn(password: string, admit?: () => Promise<void>): Promise<void> {
  await gated(admit, () => burnNow(password));
}

async function burnNow(password: string): Promise<void> {
  dummy ??= argon(() => hash('not-a-real-password'));
  const stored = await dummy;
  try {
    await argon(() => verify(stored, password));
  } catch {
    // nothing to learn here
  }
}
