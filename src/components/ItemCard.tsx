import { Badge } from '@chakra-ui/react/badge';
import { cardSlotRecipe } from '@/components/slot-recipes';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Image } from '@chakra-ui/react/image';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Item } from '@/api/schemas/catalogue';
import { useMoney } from '@/app/use-money';
import { discountedPrice } from '@/domain/pricing';

type Props = {
  item: Item;
  adding: boolean;
  inCart: number;
  onAdd: () => void;
};

/** A vertical item card: image, discount badge, name, price with strike-through, Add. */
export function ItemCard({ item, adding, inCart, onAdd }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = discountedPrice(item);
  const outOfStock = item.stock != null && item.stock <= 0 && item.module_type !== 'food';
  return (
    <Card.Root recipe={cardSlotRecipe} overflow="hidden">
      <Image
        src={item.image_full_url ?? undefined}
        alt=""
        height="140px"
        objectFit="cover"
        bg="bg.muted"
      />
      <Card.Body gap="1" p="3">
        <Text as="h3" fontWeight="semibold" lineClamp={2}>
          {item.name}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="bold">{money(price)}</Text>
          {price < item.price ? (
            <Text as="s" color="fg.muted" fontSize="sm">
              {money(item.price)}
            </Text>
          ) : null}
          {item.discount > 0 ? (
            <Badge colorPalette="red">
              {item.discount_type === 'percent'
                ? t('item.percentOff', { value: item.discount })
                : t('item.amountOff', { value: money(item.discount) })}
            </Badge>
          ) : null}
        </HStack>
      </Card.Body>
      <Card.Footer p="3" pt="0" gap="2">
        <Button
          size="sm"
          colorPalette="green"
          width="100%"
          onClick={onAdd}
          loading={adding}
          disabled={outOfStock}
          // Out of stock, the button's own words name it (its name must hold its text).
          aria-label={outOfStock ? undefined : t('item.addNamed', { name: item.name })}
        >
          {outOfStock
            ? t('item.outOfStock')
            : inCart > 0
              ? t('item.inCart', { count: inCart })
              : t('item.add')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
