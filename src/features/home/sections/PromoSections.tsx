import { Box } from '@chakra-ui/react/box';
import { Picture } from '@/components/Picture';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { homeQueries } from '@/api/queries/home';
import { useMoney } from '@/system/use-money';
import { campaignPath } from '@/domain/home-layout';
import { useHomeQuery } from '@/system/use-home-query';
import { Rail, SectionFrame } from './SectionFrame';
import '@/i18n/texts/catalogue';

function Tile({ href, image, title }: { href: string; image?: string | null; title: string }) {
  return (
    <Box as="li" width="120px">
      <Link href={href}>
        <Stack align="center" gap="1" textAlign="center">
          <Picture
            src={image ?? undefined}
            alt=""
            boxSize="88px"
            borderRadius="full"
            objectFit="cover"
            bg="bg.muted"
          />
          <Text fontSize="sm" lineClamp={2} dir="auto">
            {title}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
}

/** Categories (SPEC §9 featured categories: featured 1, panel of 20). */
export function CategoriesSection({ featured = false }: { featured?: boolean }) {
  const { t } = useTranslation();
  const query = useHomeQuery((scope) => homeQueries.categories(scope, featured));
  const title = t(featured ? 'home.sections.featuredCategories' : 'home.sections.categories');
  const pick = (list: NonNullable<typeof query.data>) =>
    (featured ? list.filter((category) => category.featured) : list).slice(0, 20);
  return (
    <SectionFrame
      title={title}
      query={query}
      isEmpty={(list) => pick(list).length === 0}
      skeletonHeight="121px"
    >
      {(list) => (
        <Rail label={title}>
          {pick(list).map((category) => (
            <Tile
              key={category.id}
              href={`/category/${category.id}`}
              image={category.image_full_url}
              title={category.name}
            />
          ))}
        </Rail>
      )}
    </SectionFrame>
  );
}

export function CampaignsSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.campaigns);
  const title = t('home.sections.campaigns');
  return (
    <SectionFrame title={title} query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <Rail label={title}>
          {list.map((campaign) => (
            <Box as="li" key={campaign.id} width={{ base: '260px', md: '320px' }}>
              <Link href={campaignPath(campaign)}>
                <Picture
                  src={campaign.image_full_url ?? undefined}
                  alt=""
                  borderRadius="lg"
                  aspectRatio={2}
                  width="100%"
                  objectFit="cover"
                  bg="bg.muted"
                />
                <Text fontWeight="semibold" mt="1" dir="auto">
                  {campaign.title}
                </Text>
              </Link>
            </Box>
          ))}
        </Rail>
      )}
    </SectionFrame>
  );
}

export function CouponsSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useHomeQuery(homeQueries.coupons);
  const title = t('home.sections.coupons');
  return (
    <SectionFrame title={title} query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <Rail label={title}>
          {list.map((coupon) => (
            <Box
              as="li"
              key={coupon.id}
              width="240px"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="green.fg"
              borderRadius="lg"
              p="3"
            >
              <Text fontWeight="bold" color="green.fg">
                {coupon.discount_type === 'percent'
                  ? t('item.percentOff', { value: coupon.discount })
                  : t('item.amountOff', { value: money(coupon.discount) })}
              </Text>
              <Text dir="auto">{coupon.title}</Text>
              <Text fontSize="sm" fontFamily="mono">
                {t('home.couponCode', { code: coupon.code })}
              </Text>
              {coupon.min_purchase > 0 ? (
                <Text fontSize="xs" color="fg.muted">
                  {t('home.minPurchase', { amount: money(coupon.min_purchase) })}
                </Text>
              ) : null}
            </Box>
          ))}
        </Rail>
      )}
    </SectionFrame>
  );
}

/** The module's promotional banner (ecommerce) or bottom banner (grocery), from other-banners. */
export function PromoBannerSection({ which }: { which: 'promo' | 'bottom' }) {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.otherBanners);
  const imageOf = (data: NonNullable<typeof query.data>) =>
    which === 'promo'
      ? (data.top_offer_banner_full_url ?? data.new_arrival_section_banner_full_url)
      : data.bottom_section_banner_full_url;
  return (
    <SectionFrame
      title={t(which === 'promo' ? 'home.sections.promoBanner' : 'home.sections.bottomBanner')}
      query={query}
      isEmpty={(data) => !imageOf(data)}
    >
      {(data) => (
        <Picture
          src={imageOf(data) ?? undefined}
          alt=""
          width="100%"
          aspectRatio={4}
          objectFit="cover"
          borderRadius="xl"
          bg="bg.muted"
        />
      )}
    </SectionFrame>
  );
}

/** Pharmacy: common conditions (SPEC §9 limit 20, cache 480000 ms). */
export function CommonConditionsSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.commonConditions);
  const title = t('home.sections.commonConditions');
  return (
    <SectionFrame title={title} query={query} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <Rail label={title}>
          {list.map((condition) => (
            <Box
              as="li"
              key={condition.id}
              borderWidth="1px"
              borderRadius="full"
              px="4"
              py="2"
              dir="auto"
            >
              {condition.name}
            </Box>
          ))}
        </Rail>
      )}
    </SectionFrame>
  );
}
