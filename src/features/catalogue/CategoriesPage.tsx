import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from '@/i18n/use-translation';
import { PagedGrid } from '@/components/PagedGrid';
import { useStoredScope } from '@/platform/location-store';
import { CategoryCard } from './CategoryCard';
import { ZoneRequired } from './ZoneRequired';
import { useCategories } from './use-catalogue';
import '@/i18n/texts/catalogue';

/** `/categories`: the root categories of the chosen module as cards. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const place = useStoredScope();
  const categories = useCategories();
  if (!place.zoneIds) return <ZoneRequired />;
  return (
    <Container maxW="6xl" py="4">
      <Heading as="h1" size="xl" mb="4">
        {t('catalogue.categories')}
      </Heading>
      <PagedGrid
        query={categories}
        items={categories.data ?? []}
        keyOf={(category) => category.id}
        render={(category) => <CategoryCard category={category} />}
        emptyText={t('catalogue.noCategories')}
        columns={{ base: 2, sm: 3, md: 4, lg: 6 }}
        skeletonHeight="150px"
      />
    </Container>
  );
}
