import { useMoney } from '@/system/use-money';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { ItemListKind } from '@/api/home';
import { homeQueries } from '@/api/queries/home';
import type { Item } from '@/api/schemas/catalogue';
import { useAddToCart } from '@/system/use-add-to-cart';
import { FIRST_SCREEN_CARDS, ItemCard, type ItemCardLayout } from '@/components/ItemCard';
import { useFirstScreenWhileHydrating } from '@/components/use-hydrating';
import { useStoredScope } from '@/platform/location-store';
import { useHomeQuery } from '@/system/use-home-query';
import { Rail, SectionFrame } from './SectionFrame';
import '@/i18n/texts/catalogue';

/** A rail of item cards (image, name, store, price, add button), as tall while it loads. */
const ITEM_RAIL_HEIGHT = '347px';

/**
 * SPEC §2's card kind of each list: grocery's special offers use the special card, food's best
 * reviewed the food horizontal card in two rows, popular items the vertical card, the other
 * rails the slider card.
 */
function cardLayoutOf(kind: ItemListKind, moduleType: string | undefined): ItemCardLayout {
  if (kind === 'discounted' && moduleType === 'grocery') return 'special';
  if (kind === 'most-reviewed' && moduleType === 'food') return 'horizontal';
  return kind === 'popular' ? 'vertical' : 'slider';
}

/**
 * A rail of items with Add (popular, best reviewed, new arrivals, special offers, ...); on the
 * first screen, its first cards' pictures are fetched at once (one is the page's LCP).
 */
export function ItemRailSection({
  kind,
  titleKey,
  onFirstScreen = false,
}: {
  kind: ItemListKind;
  titleKey: string;
  onFirstScreen?: boolean;
}) {
  const { t } = useTranslation();
  const layout = cardLayoutOf(kind, useStoredScope().module?.module_type);
  const query = useHomeQuery((scope) => homeQueries.itemList(scope, kind));
  const title = t(titleKey);
  return (
    <SectionFrame
      title={title}
      query={query}
      isEmpty={(page) => page.products.length === 0}
      skeletonHeight={ITEM_RAIL_HEIGHT}
    >
      {(page) => (
        <ItemRail
          label={title}
          items={page.products}
          layout={layout}
          pictureFirst={onFirstScreen ? FIRST_SCREEN_CARDS : 0}
        />
      )}
    </SectionFrame>
  );
}

function ItemRail({
  label,
  items,
  note,
  layout = 'vertical',
  pictureFirst = 0,
}: {
  label: string;
  items: Item[];
  note?: (item: Item) => string;
  layout?: ItemCardLayout;
  /** how many first cards fetch their pictures at once */
  pictureFirst?: number;
}) {
  const cart = useAddToCart();
  const money = useMoney();
  const horizontal = layout === 'horizontal';
  const shown = useFirstScreenWhileHydrating(items, 'rail');
  return (
    <Rail label={label} rows={horizontal ? 2 : 1}>
      {shown.map((item, index) => (
        <li key={item.id} className="item-rail-slot" data-card={layout}>
          <ItemCard
            money={money}
            item={item}
            layout={layout}
            priority={index < pictureFirst}
            adding={cart.addingItemId === item.id}
            inCart={cart.quantityInCart(item.id)}
            line={cart.lineOf(item.id)}
            onAdd={cart.add}
            extra={
              note ? (
                <Text fontSize="xs" color="fg.muted">
                  {note(item)}
                </Text>
              ) : undefined
            }
          />
        </li>
      ))}
    </Rail>
  );
}

/** SPEC §2 grocery: the running flash sale, up to 15 products, each with its stock bar (sold/stock). */
export function FlashSaleSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.flashSale);
  return (
    <SectionFrame
      title={t('home.sections.flashSale')}
      query={query}
      skeletonHeight={ITEM_RAIL_HEIGHT}
      isEmpty={(sale) => sale.active_products.length === 0}
    >
      {(sale) => {
        const products = sale.active_products.slice(0, 15);
        const soldOf = new Map(products.map((product) => [product.item.id, product]));
        return (
          <ItemRail
            label={sale.title ?? t('home.sections.flashSale')}
            items={products.map((product) => product.item)}
            note={(item) => {
              const product = soldOf.get(item.id);
              const percent =
                product && product.stock > 0 ? Math.round((product.sold / product.stock) * 100) : 0;
              return t('home.soldPercent', {
                percent,
                sold: product?.sold ?? 0,
                stock: product?.stock ?? 0,
              });
            }}
          />
        );
      }}
    </SectionFrame>
  );
}
