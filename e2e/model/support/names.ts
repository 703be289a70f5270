/** An accessible name that begins with `text` (a button whose name adds a count, say). */
export function beginningWith(text: string): RegExp {
  // Not `\b`: it knows Latin letters only, and an Arabic name never ended a word for it.
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'u');
}
