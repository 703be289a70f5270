import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link, Redirect } from 'wouter';
import { useBrandOrder } from '@/system/url/catalogue';
import { ChoiceChips } from '@/components/ChoiceChips';
import { PagedGrid } from '@/components/PagedGrid';
import { sortBrands } from '@/domain/brands';
import { useStoredScope } from '@/platform/location-store';
import { ZoneRequired } from './ZoneRequired';
import { useBrands } from './use-catalogue';
import '@/i18n/texts/catalogue';

/** `/all-brands`: the module's brands, A to Z or Z to A; back to `/home` when there are none. */
export default function BrandsPage() {
  const { t, i18n } = useTranslation();
  const place = useStoredScope();
  const brands = useBrands();
  const [order, setOrder] = useBrandOrder();
  if (!place.zoneIds) return <ZoneRequired />;
  if (!place.module || (brands.isSuccess && brands.data.length === 0))
    return <Redirect to="/home" replace />;
  const sorted = sortBrands(brands.data ?? [], order, i18n.language);
  return (
    <Container maxW="6xl" py="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="xl">
          {t('catalogue.brands')}
        </Heading>
        <ChoiceChips
          label={t('catalogue.sortBrands')}
          value={order}
          onChange={setOrder}
          choices={[
            { value: 'asc', label: t('catalogue.aToZ') },
            { value: 'desc', label: t('catalogue.zToA') },
          ]}
        />
      </HStack>
      <PagedGrid
        query={brands}
        items={sorted}
        keyOf={(brand) => brand.id}
        emptyText=""
        columns={{ base: 2, sm: 3, md: 4, lg: 6 }}
        skeletonHeight="150px"
        render={(brand) => (
          <Link
            href={`/home?data_type=brand&brand_id=${brand.id}&name=${encodeURIComponent(brand.name)}`}
            asChild
          >
            <Stack
              as="a"
              align="center"
              gap="2"
              p="3"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              bg="bg.panel"
              textAlign="center"
              _hover={{ boxShadow: 'md' }}
            >
              <Picture
                src={brand.image_full_url ?? undefined}
                alt=""
                boxSize="72px"
                objectFit="contain"
                bg="bg.muted"
                borderRadius="md"
              />
              <Text fontWeight="semibold" dir="auto">
                {brand.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('catalogue.productCount', { count: brand.items_count })}
              </Text>
            </Stack>
          </Link>
        )}
      />
    </Container>
  );
}
