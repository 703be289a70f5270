import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (@node-rs/argon2, prebuilt inside its npm package) with the
 * library's defaults (19 MiB, 2 passes, 1 lane: OWASP's baseline). Hashes are PHC strings
 * (`$argon2id$v=19$...`), so the parameters travel with each hash and can be raised later
 * without breaking old ones.
 */

export async function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt === undefined ? undefined : { salt });
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null || !stored.startsWith('$argon2')) {
    await burn(password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends about as long as a real check, so that "no such customer" and "wrong password" take
 * the same time and a stranger cannot find out which phone numbers have accounts.
 */
export async function burn(password: string): Promise<void> {
  dummy ??= hash('not-a-real-password');
  try {
    await verify(await dummy, password);
  } catch {
    // nothing to learn here
  }
}
