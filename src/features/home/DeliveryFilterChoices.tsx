import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from '@/i18n/use-translation';
import type { DeliveryFilter as Filter } from '@/domain/stores-section';
import type { connect } from './stores-section.connect';
import '@/i18n/texts/catalogue';

export type Section = ReturnType<typeof connect>;

export function useFilterLabels(): Record<Filter, string> {
  const { t } = useTranslation();
  return {
    all: t('home.deliveryFilter.all'),
    delivery: t('home.deliveryFilter.delivery'),
    take_away: t('home.deliveryFilter.take_away'),
  };
}

export function FilterChoices({ section, onChosen }: { section: Section; onChosen?: () => void }) {
  const { t } = useTranslation();
  const labels = useFilterLabels();
  return (
    <HStack role="group" aria-label={t('home.deliveryFilter.label')} gap="2" flexWrap="wrap">
      {section.filters.map((filter) => (
        <Button
          key={filter.value}
          size="sm"
          borderRadius="full"
          variant={filter['aria-pressed'] ? 'solid' : 'outline'}
          colorPalette={filter['aria-pressed'] ? 'green' : 'gray'}
          aria-pressed={filter['aria-pressed']}
          onClick={() => {
            filter.onClick();
            onChosen?.();
          }}
        >
          {labels[filter.value]}
        </Button>
      ))}
    </HStack>
  );
}
