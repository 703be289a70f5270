/** An accessible name that begins with `text` (a button whose name adds a count, say). */
export function beginningWith(text: string): RegExp {
  // Not `\b`: it knows Latin letters only, and an Arabic name never ended a word for it. A mark
  // goes on the word too: Bengali's "কার্টে" (in the cart) is "কার্ট" (cart) and a vowel sign.
  return new RegExp(
    `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}\\p{N}_])`,
    'u',
  );
}
