/** What other features use of `catalogue` (a feature imports another only through its index). */
export { useBrands, useCategories } from './use-catalogue';
export { ItemGrid } from './ItemGrid';
export { StoreGrid } from './StoreGrid';
export { ZoneRequired } from './ZoneRequired';
