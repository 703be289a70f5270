import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/system/use-money';
import { ErrorState } from '@/components/ErrorState';
import { Picture } from '@/components/Picture';
import { useOrderItems } from './use-orders';
import '@/i18n/texts/orders';

/** An order's lines: picture, name, quantity × price and the line's amount. */
export function OrderItems({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const items = useOrderItems(orderId);
  return (
    <Stack as="section" aria-labelledby="order-items" gap="3">
      <Heading as="h2" size="lg" id="order-items">
        {t('myOrders.items')}
      </Heading>
      {items.isPending ? <Skeleton height="20" /> : null}
      {items.isError ? (
        <ErrorState error={items.error} onRetry={() => void items.refetch()} />
      ) : null}
      <Stack as="ul" listStyleType="none" gap="2">
        {(items.data ?? []).map((row) => (
          <HStack as="li" key={row.id} gap="3" borderWidth="1px" borderRadius="md" p="3">
            <Picture
              src={row.item_details.image_full_url ?? undefined}
              alt=""
              boxSize="48px"
              borderRadius="md"
              bg="bg.muted"
              objectFit="cover"
            />
            <Box flex="1" minW="0">
              <Text fontWeight="medium">
                <bdi>{row.item_details.name}</bdi>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('myOrders.quantityTimesPrice', {
                  quantity: row.quantity,
                  price: money(row.price),
                })}
              </Text>
            </Box>
            <Text fontWeight="bold" dir="ltr">
              {money(row.price * row.quantity)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
