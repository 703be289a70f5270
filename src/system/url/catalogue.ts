import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { categoryViewFromParams, flashSaleIdOf, type CategoryTab } from '@/domain/catalogue-url';

export type { CategoryTab };

/**
 * `/category/{id}?sub={childId}&tab=stores`: the chosen sub-category (null: all of the
 * category) and whether its items or its stores show.
 */
export function useCategoryView(categoryPath: string) {
  const { sub, tab } = categoryViewFromParams(new URLSearchParams(useSearch()));
  const go = useCallback(
    (next: { sub: number | null; tab: CategoryTab }) => {
      const query = new URLSearchParams();
      if (next.sub !== null) query.set('sub', String(next.sub));
      if (next.tab === 'stores') query.set('tab', 'stores');
      const text = query.toString();
      navigate(text ? `${categoryPath}?${text}` : categoryPath, { replace: true });
    },
    [categoryPath],
  );
  return {
    sub,
    tab,
    chooseSub: (next: number | null) => go({ sub: next, tab }),
    chooseTab: (next: CategoryTab) => go({ sub, tab: next }),
  };
}

export type BrandOrder = 'asc' | 'desc';

/** `/all-brands?sort=desc`: Z to A; A to Z otherwise. */
export function useBrandOrder() {
  const order: BrandOrder =
    new URLSearchParams(useSearch()).get('sort') === 'desc' ? 'desc' : 'asc';
  const choose = useCallback(
    (next: BrandOrder) =>
      navigate(next === 'desc' ? '/all-brands?sort=desc' : '/all-brands', { replace: true }),
    [],
  );
  return [order, choose] as const;
}

export function useFlashSaleId(): number | null {
  return flashSaleIdOf(new URLSearchParams(useSearch()));
}
