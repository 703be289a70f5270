/**
 * Items as the lists answer them (services/catalogue.ts `serializeItem`), kept as their JSON
 * text for the items shown lately, so a page of a list needs no read of its rows and no
 * serializing of its items (list-pages.ts). An item's answer depends on its
 * row, its store's name and zone, its store's add-ons, its module and its category's parent:
 * catalogue-load.ts forgets the items any of those changes touch (every update of an item is
 * in the change log, stock included). Bounded: past MAX the oldest half goes. list-pages.ts
 * `warmItemTexts` fills it once the catalogue is loaded (a varied search reaches any item: on
 * the large world, about 20,000 distinct items in 10,000 searches). The large world's 98,500
 * active items take about 1.5 s to read and 180 MB of heap (measured), per process.
 */

export class ItemJsonCache {
  static readonly MAX = 150_000;
  readonly #byId = new Map<number, string>();

  get size(): number {
    return this.#byId.size;
  }

  get(id: number): string | undefined {
    return this.#byId.get(id);
  }

  set(id: number, json: string) {
    const max = ItemJsonCache.MAX;
    if (this.#byId.size >= max) {
      let drop = max / 2;
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
