/**
 * Item names for "contains every word" (services/text-match.ts) in memory: each distinct name
 * once (ASCII letters lower-cased, as SQLite's `lower` and LIKE do), its items, and a trigram
 * index over the distinct names. A word of 3 letters or more is looked up by its rarest
 * trigram, then every word is checked with `includes`; words all shorter scan the names.
 *
 * Exactly what both engines answer, for ASCII words: a non-ASCII word is not answered here
 * (the engines fold case differently beyond ASCII), nor is any search while a name holds a
 * character whose lower case or case fold is ASCII (İ, ſ, the Kelvin sign).
 */

const UNSAFE = /[\u0130\u017f\u212a]/;
const ASCII = /^[\p{ASCII}]*$/u;

export const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

export class NameIndex {
  readonly names: string[] = [];
  readonly #ids = new Map<string, number>();
  readonly #trigrams = new Map<string, number[]>();
  #unsafe = 0;

  /** The id of a name (added on first sight). */
  idOf(raw: string): number {
    const name = asciiLower(raw);
    let id = this.#ids.get(name);
    if (id !== undefined) return id;
    id = this.names.length;
    this.names.push(name);
    this.#ids.set(name, id);
    if (UNSAFE.test(name)) this.#unsafe++;
    const seen = new Set<string>();
    for (let i = 0; i + 3 <= name.length; i++) {
      const g = name.slice(i, i + 3);
      if (seen.has(g)) continue;
      seen.add(g);
      let list = this.#trigrams.get(g);
      if (!list) this.#trigrams.set(g, (list = []));
      list.push(id);
    }
    return id;
  }

  /** Whether `terms` (lower-cased words) can be answered here. */
  answers(terms: string[]): boolean {
    return this.#unsafe === 0 && terms.every((t) => ASCII.test(t));
  }

  /** The ids of the names holding every one of `terms`. */
  matching(terms: string[]): number[] {
    let rarest: number[] | undefined;
    for (const t of terms) {
      for (let i = 0; i + 3 <= t.length; i++) {
        const list = this.#trigrams.get(t.slice(i, i + 3)) ?? [];
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    }
    const out: number[] = [];
    const check = (id: number) => {
      const name = this.names[id]!;
      for (const t of terms) if (!name.includes(t)) return;
      out.push(id);
    };
    if (rarest) for (const id of rarest) check(id);
    else for (let id = 0; id < this.names.length; id++) check(id);
    return out;
  }
}
