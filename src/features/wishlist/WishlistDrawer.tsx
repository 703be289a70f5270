import { Button } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { useMoney } from '@/system/use-money';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { SideDrawer } from '@/components/SideDrawer';
import { tabsSlotRecipe } from '@/components/slot-recipes';
import { priceDisplay } from '@/domain/item-badges';
import { wishlistTabNames } from '@/domain/wishlist';
import { useStoredScope } from '@/platform/location-store';
import type { Wish } from '@/domain/wishlist';
import { useWishlist } from './use-wishlist';
import { EmptyState } from '@/components/EmptyState';
import '@/i18n/texts/shared';

const KINDS = ['item', 'store'] as const;

type Row = {
  wish: Wish;
  name: string;
  href: string;
  image: string | null | undefined;
  detail: string;
};

function WishRow({ row, onRemove }: { row: Row; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack as="li" gap="3" py="2" borderBottomWidth="1px" align="center">
      <Picture src={row.image ?? undefined} alt="" boxSize="56px" borderRadius="md" bg="bg.muted" />
      <Stack gap="0" flex="1" minWidth="0">
        <Link href={row.href}>
          <Text as="span" fontWeight="semibold" lineClamp={1} dir="auto">
            {row.name}
          </Text>
        </Link>
        <Text fontSize="sm" color="fg.muted" lineClamp={1} dir="auto">
          {row.detail}
        </Text>
      </Stack>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
        {t('wishlist.remove')}
        <Text as="span" srOnly>
          {row.name}
        </Text>
      </Button>
    </HStack>
  );
}

/** SPEC §2 wishlist drawer: items (foods) and stores (restaurants), removal with confirmation. */
export default function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const wishlist = useWishlist();
  const place = useStoredScope();
  const names = wishlistTabNames(place.module?.module_type);
  const [removing, setRemoving] = useState<Wish | null>(null);
  const data = wishlist.list.data;
  const itemRows: Row[] = (data?.item ?? []).map((item) => ({
    wish: { kind: 'item', entry: item },
    name: item.name,
    href: `/product/${item.slug || item.id}`,
    image: item.image_full_url,
    detail: money(priceDisplay(item).low),
  }));
  const storeRows: Row[] = (data?.store ?? []).map((store) => ({
    wish: { kind: 'store', entry: store },
    name: store.name,
    href: `/store/${store.slug || store.id}`,
    image: store.logo_full_url,
    detail: store.address ?? '',
  }));
  const tab = (kind: 'item' | 'store', rows: Row[]) => (
    <Tabs.Content key={kind} value={kind} px="0">
      {rows.length === 0 ? (
        <EmptyState text={t(`wishlist.empty.${names[kind]}`)} />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={t(`wishlist.tab.${names[kind]}`)}>
          {rows.map((row) => (
            <WishRow key={row.wish.entry.id} row={row} onRemove={() => setRemoving(row.wish)} />
          ))}
        </Stack>
      )}
    </Tabs.Content>
  );
  return (
    <SideDrawer open={open} title={t('wishlist.title')} onClose={onClose}>
      {wishlist.list.isPending ? (
        <PageSpinner />
      ) : wishlist.list.isError ? (
        <ErrorState error={wishlist.list.error} onRetry={() => void wishlist.list.refetch()} />
      ) : (
        <Tabs.Root recipe={tabsSlotRecipe} defaultValue="item" variant="line" fitted>
          <Tabs.List>
            <Tabs.Trigger value="item">{t(`wishlist.tab.${names.item}`)}</Tabs.Trigger>
            <Tabs.Trigger value="store">{t(`wishlist.tab.${names.store}`)}</Tabs.Trigger>
          </Tabs.List>
          {KINDS.map((kind) => tab(kind, kind === 'item' ? itemRows : storeRows))}
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('wishlist.confirmRemove')}
        confirmLabel={t('wishlist.remove')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (removing) wishlist.remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </SideDrawer>
  );
}
