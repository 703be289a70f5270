import { array, coerce, type, unknown, type Infer } from 'superstruct';
import { Category } from './categories';
import { Item, Store, StorePage } from './catalogue';
import { Num, maybe, orDefault } from './common';

/** `items/search` (and new-arrival, discounted): products plus the categories they span. */
export const ItemSearchPage = type({
  total_size: Num,
  limit: maybe(Num),
  offset: maybe(Num),
  products: array(Item),
  categories: orDefault(array(Category), []),
});
export type ItemSearchPage = Infer<typeof ItemSearchPage>;

/** `stores/search`. */
export const StoreSearchPage = StorePage;

/**
 * `stores/latest|popular|top-rated`: a page; older backends answer a bare array of stores,
 * read as a page of everything.
 */
export const StoreList = coerce(StorePage, array(unknown()), (stores) => ({
  total_size: stores.length,
  stores,
}));

/** `items/search-suggestion?name`. */
export const Suggestions = type({
  items: orDefault(array(Item), []),
  stores: orDefault(array(Store), []),
});
export type Suggestions = Infer<typeof Suggestions>;
