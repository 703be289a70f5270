/** An accessible name that begins with `text` (a button whose name adds a count, say). */
export function beginningWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}
