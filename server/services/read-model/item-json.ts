/**
 * Items as the lists answer them (services/catalogue.ts `serializeItem`), kept as their JSON
 * text for the items shown lately, so a page of a list needs no read of its rows and no
 * serializing of its items (list-pages.ts). An item's answer depends on its
 * row, its store's name and zone, its store's add-ons, its module and its category's parent:
 * catalogue-load.ts forgets the items any of those changes touch (every update of an item is
 * in the change log, stock included). Bounded: past MAX the oldest half goes. A varied search
 * bench on the large world shows about 20,000 distinct items in 10,000 searches; an item's text
 * is about 1 KB, so MAX is 50 MB at most.
 */

const MAX = 50_000;

export class ItemJsonCache {
  readonly #byId = new Map<number, string>();

  get(id: number): string | undefined {
    return this.#byId.get(id);
  }

  set(id: number, json: string) {
    if (this.#byId.size >= MAX) {
      let drop = MAX / 2;
      for (const key of this.#byId.keys()) {
        if (drop-- <= 0) break;
        this.#byId.delete(key);
      }
    }
    this.#byId.set(id, json);
  }

  forget(id: number) {
    this.#byId.delete(id);
  }

  /** Forgets the items of a store. */
  forgetStore(d: { itemsOfStore(storeId: number): readonly number[] }, storeId: number) {
    if (this.#byId.size === 0) return;
    for (const id of d.itemsOfStore(storeId)) this.#byId.delete(id);
  }

  clear() {
    this.#byId.clear();
  }
}
