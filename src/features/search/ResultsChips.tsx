import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from '@/i18n/use-translation';
import { useBrands, useCategories } from '@/features/catalogue';
import type { connect } from './search-results.connect';
import '@/i18n/texts/shared';

type Results = ReturnType<typeof connect>;

/** The narrowings in force as chips; each one's button removes it. */
export function ResultsChips({ results }: { results: Results }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const brands = useBrands().data ?? [];
  if (results.chips.length === 0) return null;
  const labelOf = (chip: Results['chips'][number]): string => {
    switch (chip.kind) {
      case 'filter':
        return t(`search.filter.${chip.option}`);
      case 'price':
        return t('search.priceRange', { min: chip.min, max: chip.max });
      case 'rating':
        return t('search.ratingAtLeast', { rating: chip.rating });
      case 'category':
        return categories.find((category) => category.id === chip.id)?.name ?? String(chip.id);
      case 'brand':
        return brands.find((brand) => brand.id === chip.id)?.name ?? String(chip.id);
    }
  };
  return (
    <HStack
      as="ul"
      listStyleType="none"
      gap="2"
      flexWrap="wrap"
      mb="4"
      aria-label={t('search.chips')}
    >
      {results.chips.map((chip) => {
        const label = labelOf(chip);
        return (
          <li key={`${chip.kind}-${label}`}>
            <Button
              size="xs"
              borderRadius="full"
              variant="subtle"
              colorPalette="green"
              aria-label={t('search.removeChip', { name: label })}
              onClick={() => results.removeChip(chip)}
            >
              <span dir="auto">{label}</span>
              <span aria-hidden>{t('search.removeMark')}</span>
            </Button>
          </li>
        );
      })}
    </HStack>
  );
}
