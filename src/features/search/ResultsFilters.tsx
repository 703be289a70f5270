import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Slider } from '@chakra-ui/react/slider';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { SideDrawer } from '@/components/SideDrawer';
import { popoverSlotRecipe, sliderSlotRecipe } from '@/components/slot-recipes';
import { useBrands, useCategories } from '@/features/catalogue';
import type { connect } from './search-results.connect';
import { NARROW, WIDE } from '@/components/breakpoints';
import '@/i18n/texts/shared';

type Results = ReturnType<typeof connect>;

const RATINGS = [5, 4, 3, 2, 1] as const;

/** A list of on/off buttons (filters, ratings, categories, brands): pressed means chosen. */
function ToggleList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="group" aria-label={label}>
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {label}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {children}
      </HStack>
    </Box>
  );
}

function Toggle(props: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button
      size="xs"
      borderRadius="full"
      variant={props.pressed ? 'solid' : 'outline'}
      colorPalette="green"
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

/** SPEC §9 price range: two thumbs over 0..20000 at least 1 apart, applied when let go. */
function PriceRange({ results }: { results: Results }) {
  const { t } = useTranslation();
  const [value, setValue] = useState([results.price.min, results.price.max]);
  const { min, max, gap } = results.priceBounds;
  // zag's slider names each thumb from this list (a prop jsx-a11y takes for a single name).
  const thumbNames = { 'aria-label': [t('search.minPrice'), t('search.maxPrice')] };
  return (
    <Slider.Root
      recipe={sliderSlotRecipe}
      colorPalette="green"
      min={min}
      max={max}
      step={1}
      largeStep={500}
      minStepsBetweenThumbs={gap}
      value={value}
      {...thumbNames}
      onValueChange={(details) => setValue(details.value)}
      onValueChangeEnd={(details) => results.changePrice(details.value[0]!, details.value[1]!)}
    >
      <HStack justify="space-between">
        <Text fontWeight="semibold" fontSize="sm">
          {t('search.price')}
        </Text>
        <Text fontSize="sm" color="fg.muted" dir="ltr">
          {t('search.priceRange', { min: value[0], max: value[1] })}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

/** Filter options, price and rating: the popover on wide screens, the drawer on phones. */
function FilterControls({ results }: { results: Results }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      {results.filters.length > 0 ? (
        <ToggleList label={t('search.filters')}>
          {results.filters.map(({ option, labelKey, 'aria-pressed': pressed }) => (
            <Toggle key={option} pressed={pressed} onClick={() => results.toggleFilter(option)}>
              {t(labelKey)}
            </Toggle>
          ))}
        </ToggleList>
      ) : null}
      <PriceRange key={`${results.price.min}-${results.price.max}`} results={results} />
      <ToggleList label={t('search.rating')}>
        {RATINGS.map((rating) => (
          <Toggle
            key={rating}
            pressed={results.rating === rating}
            onClick={() => results.changeRating(results.rating === rating ? 0 : rating)}
          >
            {t('search.ratingAtLeast', { rating })}
          </Toggle>
        ))}
      </ToggleList>
    </Stack>
  );
}

/** The ecommerce sidebar's categories and brands (SPEC §2). */
export function TaxonomyControls({ results }: { results: Results }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const brands = useBrands().data ?? [];
  return (
    <Stack gap="4">
      {categories.length > 0 ? (
        <ToggleList label={t('search.categories')}>
          {categories.map((category) => (
            <Toggle
              key={category.id}
              pressed={results.isCategoryChosen(category.id)}
              onClick={() => results.toggleCategory(category.id)}
            >
              <span dir="auto">{category.name}</span>
            </Toggle>
          ))}
        </ToggleList>
      ) : null}
      {brands.length > 0 ? (
        <ToggleList label={t('search.brands')}>
          {brands.map((brand) => (
            <Toggle
              key={brand.id}
              pressed={results.isBrandChosen(brand.id)}
              onClick={() => results.toggleBrand(brand.id)}
            >
              <span dir="auto">{brand.name}</span>
            </Toggle>
          ))}
        </ToggleList>
      ) : null}
    </Stack>
  );
}

/**
 * The Filter button: a popover from 1180 px up, a drawer below it (which also holds the
 * ecommerce sidebar's categories and brands, hidden on phones).
 */
export function ResultsFilterButton({
  results,
  withTaxonomy,
}: {
  results: Results;
  withTaxonomy: boolean;
}) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <Box css={{ [NARROW]: { display: 'none' } }}>
        <Popover.Root recipe={popoverSlotRecipe} positioning={{ placement: 'bottom-end' }}>
          <Popover.Trigger asChild>
            <Button size="sm" variant="outline">
              {t('search.filter.button')}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="320px">
                <Popover.Body>
                  <Popover.Title fontWeight="semibold" mb="3">
                    {t('search.filter.button')}
                  </Popover.Title>
                  <FilterControls results={results} />
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Box>
      <Box css={{ [WIDE]: { display: 'none' } }}>
        <Button size="sm" variant="outline" onClick={() => setDrawerOpen(true)}>
          {t('search.filter.button')}
        </Button>
        <SideDrawer
          open={drawerOpen}
          title={t('search.filter.button')}
          onClose={() => setDrawerOpen(false)}
          placement="start"
        >
          <Stack gap="6">
            <FilterControls results={results} />
            {withTaxonomy ? <TaxonomyControls results={results} /> : null}
          </Stack>
        </SideDrawer>
      </Box>
    </>
  );
}

/** The sidebar beside ecommerce results, from 1180 px up. */
export function ResultsSidebar({ results }: { results: Results }) {
  const { t } = useTranslation();
  return (
    <Box
      as="aside"
      aria-label={t('search.sidebar')}
      width="240px"
      flexShrink={0}
      css={{ [NARROW]: { display: 'none' } }}
    >
      <TaxonomyControls results={results} />
    </Box>
  );
}
