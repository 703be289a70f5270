import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import type { OrderSummary } from '@/api/schemas/order-history';
import { AccessGate } from '@/features/account';
import { myOrdersHref, myOrdersStateOf, type OrderTab } from '@/system/url/order-urls';
import { useMoney } from '@/system/use-money';
import { PagedGrid } from '@/components/PagedGrid';
// Its own module: slot-recipes.ts feeds a chunk of the first paint (scripts/bundle-check.mjs).
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { ACCESS_RULES } from '@/domain/access';
// In the page's code (3 KB): the order page is rendered on the server with the customer's order
// (issue 28), and its buttons work from hydration's end.
import OrderDetails from './OrderDetails';
import { statusPaletteOf } from './order-status-palette';
import { useOrders } from './use-orders';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

const TABS: OrderTab[] = ['running', 'history'];

/**
 * My orders (SPEC §2): running and history tabs, each an infinite list; an order's details when
 * the URL names one (`?orderId=`). Renders at /my-orders and, as is, under /profile?page=my-orders.
 */
export function MyOrders() {
  return (
    <AccessGate rule={ACCESS_RULES.orders}>
      <MyOrdersContent />
    </AccessGate>
  );
}

function MyOrdersContent() {
  const { t } = useTranslation();
  const [path, go] = useLocation();
  const search = useSearch();
  const { tab, orderId } = myOrdersStateOf(search);
  if (orderId !== null)
    return (
      <OrderDetails orderId={orderId} backHref={myOrdersHref(path, search, { orderId: null })} />
    );
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        {t('myOrders.title')}
      </Heading>
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={tab}
        onValueChange={(details) =>
          go(myOrdersHref(path, search, { tab: details.value as OrderTab }), { replace: true })
        }
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {TABS.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {kind === 'running' ? t('myOrders.tabs.running') : t('myOrders.tabs.history')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            <OrderList kind={kind} path={path} search={search} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}

function OrderList({ kind, path, search }: { kind: OrderTab; path: string; search: string }) {
  const { t } = useTranslation();
  const list = useOrders(kind);
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <PagedGrid
      query={list}
      items={orders}
      keyOf={(order) => order.id}
      columns={{ base: 1 }}
      skeletonHeight="88px"
      emptyText={kind === 'running' ? t('myOrders.empty.running') : t('myOrders.empty.history')}
      render={(order) => (
        <OrderRow order={order} href={myOrdersHref(path, search, { orderId: order.id })} />
      )}
    />
  );
}

function OrderRow({ order, href }: { order: OrderSummary; href: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = order.created_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(order.created_at),
      )
    : null;
  return (
    <Link href={href} asChild>
      <Box
        as="a"
        display="block"
        borderWidth="1px"
        borderRadius="lg"
        p="4"
        _hover={{ bg: 'bg.muted' }}
      >
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            <Text fontWeight="bold">{t('tracking.title', { id: order.id })}</Text>
            {order.store ? (
              <Text truncate>
                <bdi>{order.store.name}</bdi>
              </Text>
            ) : null}
            {date ? (
              <Text fontSize="sm" color="fg.muted">
                {date}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            <Badge colorPalette={statusPaletteOf(order.order_status)}>
              {t(`orderStatus.${order.order_status}`, { defaultValue: order.order_status })}
            </Badge>
            <Text fontWeight="bold" dir="ltr">
              {money(order.order_amount)}
            </Text>
          </Stack>
        </HStack>
      </Box>
    </Link>
  );
}

export default function MyOrdersPage() {
  return <MyOrders />;
}
