import { useEffect } from 'react';
import type { Item } from '@/api/schemas/catalogue';
import { rememberOpenedProduct } from '@/platform/visited-stores';

/** SPEC §2 store card "previously visited products": the item opened joins its visited store's. */
export function useRememberOpened(item: Item | null | undefined): void {
  useEffect(() => {
    if (item) rememberOpenedProduct(item);
  }, [item]);
}
