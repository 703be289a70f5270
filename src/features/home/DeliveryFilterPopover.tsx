import { Button } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { popoverSlotRecipe } from '@/components/slot-recipes';
import { FilterChoices, useFilterLabels, type Section } from './DeliveryFilterChoices';
import '@/i18n/texts/catalogue';

/** The delivery filter below 1180 px: a button naming the filter in force opens the choices. */
export default function DeliveryFilterPopover({ section }: { section: Section }) {
  const { t } = useTranslation();
  const labels = useFilterLabels();
  const [open, setOpen] = useState(false);
  return (
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
  );
}
