import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useStoresSectionView } from '@/system/url/stores-section';
import type { StoreTab } from '@/domain/stores-section';
import { StoreGrid } from '@/features/catalogue';
import type { StoredModule } from '@/platform/location-store';
import { DeliveryFilter } from './DeliveryFilter';
import { connect } from './stores-section.connect';
import { useStores } from './use-stores';
import '@/i18n/texts/catalogue';

/**
 * SPEC §2 "Stores section": tabs All, Newly Joined, Popular, Top Rated; the delivery filter;
 * the total count; 12 stores a page, the next as the list's end scrolls into view.
 */
export function StoresSection({ zoneIds, module }: { zoneIds: number[]; module: StoredModule }) {
  const { t } = useTranslation();
  const { view, go } = useStoresSectionView();
  const section = connect(view, go);
  const stores = useStores(zoneIds, module.id, view);
  const total = stores.data?.pages[0]?.total_size ?? 0;
  const tabLabels: Record<StoreTab, string> = {
    all: t('home.storeTabs.all'),
    newly_joined: t('home.storeTabs.newly_joined'),
    popular: t('home.storeTabs.popular'),
    top_rated: t('home.storeTabs.top_rated'),
  };

  return (
    <section aria-labelledby="stores-heading">
      <Heading as="h2" id="stores-heading" size="xl" mb="1">
        {t('home.sections.stores', { module: module.module_name })}
      </Heading>
      <Text color="fg.muted" mb="4" minH="6" aria-live="polite">
        {stores.isSuccess ? t('home.storeCount', { count: total }) : null}
      </Text>
      <HStack justify="space-between" align="center" flexWrap="wrap" gap="3" mb="4">
        <HStack role="group" aria-label={t('home.storeTabs.label')} gap="2" flexWrap="wrap">
          {section.tabs.map((tab) => (
            <Button
              key={tab.value}
              size="sm"
              variant={tab['aria-pressed'] ? 'solid' : 'outline'}
              colorPalette="green"
              aria-pressed={tab['aria-pressed']}
              onClick={tab.onClick}
            >
              {tabLabels[tab.value]}
            </Button>
          ))}
        </HStack>
        <DeliveryFilter section={section} />
      </HStack>
      <StoreGrid
        query={stores}
        stores={stores.data?.pages.flatMap((page) => page.stores) ?? []}
        emptyText={t('home.noStores')}
        moduleType={module.module_type}
      />
    </section>
  );
}
