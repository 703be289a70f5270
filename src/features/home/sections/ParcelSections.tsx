import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { homeQueries } from '@/api/queries/home';
import { useConnect } from '@/system/flow-actor';
import { TrackingDrawer } from '@/components/feature-slots';
import { useParcelTrackingFlow } from '@/system/flows/parcel-tracking';
import { parcelDeliveryHref } from '@/system/url/parcel-delivery';
import { useHomeQuery } from '@/system/use-home-query';
import { connect } from './parcel-tracking.connect';
import { Rail, SectionFrame } from './SectionFrame';
import '@/i18n/texts/catalogue';

/** 'We Deliver Everything': the parcel categories. */
export function ParcelCategoriesSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.parcelCategories);
  return (
    <SectionFrame
      title={t('home.sections.parcelCategories')}
      query={query}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
          {list.map((category) => (
            <Box as="li" key={category.id}>
              <Link href={parcelDeliveryHref(category.id)} asChild>
                <HStack
                  as="a"
                  height="100%"
                  borderWidth="1px"
                  borderRadius="lg"
                  p="3"
                  gap="3"
                  align="start"
                  bg="bg.panel"
                  _hover={{ boxShadow: 'md' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                >
                  <Picture
                    src={category.image_full_url ?? undefined}
                    alt=""
                    boxSize="56px"
                    bg="bg.muted"
                    borderRadius="md"
                  />
                  <Box>
                    <Text fontWeight="semibold" dir="auto">
                      {category.name}
                    </Text>
                    {category.description ? (
                      <Text fontSize="sm" color="fg.muted" dir="auto">
                        {category.description}
                      </Text>
                    ) : null}
                  </Box>
                </HStack>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </SectionFrame>
  );
}

/** Why choose us: the parcel service's promises. */
export function WhyChooseSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.whyChoose);
  const title = t('home.sections.whyChoose');
  return (
    <SectionFrame title={title} query={query} isEmpty={(data) => data.banners.length === 0}>
      {(data) => (
        <Rail label={title}>
          {data.banners.map((banner) => (
            <Box as="li" key={banner.title} width="240px" borderWidth="1px" borderRadius="lg" p="3">
              <Picture src={banner.image_full_url ?? undefined} alt="" height="96px" mx="auto" />
              <Text fontWeight="semibold" mt="2" dir="auto">
                {banner.title}
              </Text>
              {banner.short_description ? (
                <Text fontSize="sm" color="fg.muted" dir="auto">
                  {banner.short_description}
                </Text>
              ) : null}
            </Box>
          ))}
        </Rail>
      )}
    </SectionFrame>
  );
}

/** 'Easiest way to get services': the video or image with its three steps. */
export function HowItWorksSection() {
  const { t } = useTranslation();
  const query = useHomeQuery(homeQueries.videoContent);
  return (
    <SectionFrame
      title={t('home.sections.howItWorks')}
      query={query}
      isEmpty={(data) => data.banner_contents.length === 0}
    >
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="center">
          {data.banner_image_full_url ? (
            <Picture
              src={data.banner_image_full_url}
              alt=""
              borderRadius="lg"
              width="100%"
              bg="bg.muted"
            />
          ) : null}
          <Stack as="ol" gap="3" ps="5">
            {data.banner_contents.slice(0, 3).map((step) => (
              <Box as="li" key={step.key} dir="auto">
                <Text>{String(step.value ?? '')}</Text>
              </Box>
            ))}
          </Stack>
        </SimpleGrid>
      )}
    </SectionFrame>
  );
}

/** The parcel hero's tracking form: 'Need a order id' / 'Need a contact number' (SPEC §5). */
export function ParcelTrackingForm() {
  const { t } = useTranslation();
  const form = useConnect(useParcelTrackingFlow(), connect);
  return (
    <>
      <form
        role="search"
        aria-label={t('home.trackParcel')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.track();
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" maxWidth="600px">
          <Input
            aria-label={t('home.orderId')}
            placeholder={t('home.orderId')}
            inputMode="numeric"
            value={form.orderId}
            onChange={(event) => form.changeOrderId(event.target.value)}
            bg="bg"
          />
          {form.showPhone ? (
            <Input
              type="tel"
              aria-label={t('home.phone')}
              placeholder={t('home.phone')}
              value={form.phone}
              onChange={(event) => form.changePhone(event.target.value)}
              bg="bg"
            />
          ) : null}
          <Button type="submit" colorPalette="green" flexShrink={0}>
            {t('home.trackNow')}
          </Button>
        </Stack>
      </form>
      {form.trackingQuery ? (
        <TrackingDrawer query={form.trackingQuery} onClose={form.closeTracking} />
      ) : null}
    </>
  );
}
