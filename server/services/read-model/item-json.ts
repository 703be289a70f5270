import type { ItemJson } from '../catalogue';

/**
 * Items as the lists answer them (services/catalogue.ts `serializeItem`), kept for the items
 * shown lately so a page of a list needs no read of its rows. An item's answer depends on its
 * row, its store's name and zone, its store's add-ons, its module and its category's parent:
 * catalogue-load.ts forgets the items any of those changes touch (every update of an item is
 * in the change log, stock included). Bounded: past MAX the oldest half goes.
 */

const MAX = 10_000;

export class ItemJsonCache {
  readonly #byId = new Map<number, ItemJson>();

  get(id: number): ItemJson | undefined {
    return this.#byId.get(id);
  }

  set(id: number, json: ItemJson) {
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
