import { Box } from '@chakra-ui/react/box';
import { Picture } from '@/components/Picture';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { homeQueries } from '@/api/queries/home';
import type { Item } from '@/api/schemas/catalogue';
import { useMoney } from '@/system/use-money';
import { campaignItemPath } from '@/domain/home-layout';
import { priceDisplay } from '@/domain/item-badges';
import { useHomeQuery } from '@/system/use-home-query';
import { Rail, SectionFrame } from './SectionFrame';
import '@/i18n/texts/catalogue';

/**
 * The running campaign items (`campaigns/item`), each a link to its page, where Order Now is;
 * `storeIds` keeps those of a campaign's stores. Nothing shows when none runs.
 */
export function CampaignItemsSection({ storeIds }: { storeIds?: number[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useHomeQuery(homeQueries.campaignItems);
  const title = t('home.sections.campaignItems');
  const pick = (list: Item[]) =>
    storeIds ? list.filter((item) => storeIds.includes(item.store_id)) : list;
  return (
    <SectionFrame title={title} query={query} isEmpty={(list) => pick(list).length === 0}>
      {(list) => (
        <Rail label={title}>
          {pick(list).map((item) => (
            <Box as="li" key={item.id} width={{ base: '170px', md: '210px' }}>
              <Link href={campaignItemPath(item)}>
                <Picture
                  src={item.image_full_url ?? undefined}
                  alt=""
                  height="140px"
                  width="100%"
                  borderRadius="lg"
                  objectFit="cover"
                  bg="bg.muted"
                />
                <Text fontWeight="semibold" mt="1" lineClamp={2} dir="auto">
                  {item.name}
                </Text>
              </Link>
              <Text fontWeight="bold">{money(priceDisplay(item).low)}</Text>
            </Box>
          ))}
        </Rail>
      )}
    </SectionFrame>
  );
}
