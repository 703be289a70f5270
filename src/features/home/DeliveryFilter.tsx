import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popoverSlotRecipe } from '@/components/slot-recipes';
import type { DeliveryFilter as Filter } from '@/domain/stores-section';
import type { connect } from './stores-section.connect';

type Section = ReturnType<typeof connect>;

const WIDE = '@media (min-width: 1180px)';
const NARROW = '@media (max-width: 1179px)';

function useFilterLabels(): Record<Filter, string> {
  const { t } = useTranslation();
  return {
    all: t('home.deliveryFilter.all'),
    delivery: t('home.deliveryFilter.delivery'),
    take_away: t('home.deliveryFilter.take_away'),
  };
}

function FilterChoices({ section, onChosen }: { section: Section; onChosen?: () => void }) {
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

/**
 * SPEC §2 delivery filter All, Delivery, Take Away: chips from 1180 px up, a popover below
 * (phones and tablets) whose button names the filter in force.
 */
export function DeliveryFilter({ section }: { section: Section }) {
  const { t } = useTranslation();
  const labels = useFilterLabels();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box css={{ [NARROW]: { display: 'none' } }}>
        <FilterChoices section={section} />
      </Box>
      <Box css={{ [WIDE]: { display: 'none' } }}>
        <Popover.Root
          recipe={popoverSlotRecipe}
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          positioning={{ placement: 'bottom-end' }}
        >
          <Popover.Trigger asChild>
            <Button size="sm" variant={section.isFiltered ? 'subtle' : 'outline'}>
              {t('home.deliveryFilter.button', { filter: labels[section.view.filter] })}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="280px">
                <Popover.Body>
                  <Popover.Title fontWeight="semibold" mb="3">
                    {t('home.deliveryFilter.label')}
                  </Popover.Title>
                  <FilterChoices section={section} onChosen={() => setOpen(false)} />
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Box>
    </>
  );
}
