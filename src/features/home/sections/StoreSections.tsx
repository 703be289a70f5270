import { useFirstScreenWhileHydrating } from '@/components/use-hydrating';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import type { StoreListKind } from '@/api/home';
import { homeQueries } from '@/api/queries/home';
import type { Store } from '@/api/schemas/catalogue';
import { useConfig } from '@/system/use-config';
import { StoreCard } from '@/components/StoreCard';
import { useStoredScope } from '@/platform/location-store';
import { useVisitedStores } from '@/platform/visited-stores';
import { useHomeQuery } from '@/system/use-home-query';
import { Rail, SectionFrame } from './SectionFrame';
import { VisitedProducts } from './VisitedProducts';
import '@/i18n/texts/catalogue';

/** A rail of stores (popular, top rated; `featuredOnly`: SPEC §5 featured stores, featured 1). */
export function StoreRailSection({
  kind,
  titleKey,
  featuredOnly = false,
}: {
  kind: StoreListKind;
  titleKey: string;
  featuredOnly?: boolean;
}) {
  const { t } = useTranslation();
  const query = useHomeQuery((scope) => homeQueries.storeList(scope, kind));
  const pick = (stores: Store[]) =>
    featuredOnly ? stores.filter((store) => isFeatured(store)) : stores;
  const title = t(titleKey);
  return (
    <SectionFrame title={title} query={query} isEmpty={(page) => pick(page.stores).length === 0}>
      {(page) => <StoreRail label={title} stores={pick(page.stores)} />}
    </SectionFrame>
  );
}

function isFeatured(store: Store): boolean {
  return (store as Store & { featured?: unknown }).featured == 1;
}

function StoreRail({ label, stores }: { label: string; stores: Store[] }) {
  const place = useStoredScope();
  const decimals = useConfig().data?.digit_after_decimal_point ?? 2;
  const shown = useFirstScreenWhileHydrating(stores, 'rail');
  return (
    <Rail label={label}>
      {shown.map((store) => (
        <Box as="li" key={store.id} width={{ base: '240px', md: '280px' }}>
          <StoreCard
            store={store}
            moduleType={place.module?.module_type ?? 'grocery'}
            decimals={decimals}
          />
        </Box>
      ))}
    </Rail>
  );
}

/**
 * SPEC §2 "visited stores" / "visit again": the stores of this module the visitor opened, each
 * with the products last opened from it.
 */
export function VisitedStoresSection() {
  const { t } = useTranslation();
  const place = useStoredScope();
  const visited = useVisitedStores().filter(
    (store) => store.module_id == null || store.module_id === place.module?.id,
  );
  if (visited.length === 0) return null;
  const title = t('home.sections.visitedStores');
  return (
    <Box as="section" aria-label={title} py="4">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <Rail label={title}>
        {visited.map((store) => (
          <Stack as="li" key={store.id} width="120px" gap="2">
            <Link href={`/store/${store.slug || store.id}`}>
              <Stack align="center" gap="1" textAlign="center">
                <Picture
                  src={store.logo_full_url ?? undefined}
                  alt=""
                  boxSize="72px"
                  borderRadius="full"
                  bg="bg.muted"
                />
                <Text fontSize="sm" lineClamp={2} dir="auto">
                  {store.name}
                </Text>
              </Stack>
            </Link>
            <VisitedProducts storeName={store.name} products={store.products ?? []} />
          </Stack>
        ))}
      </Rail>
    </Box>
  );
}
