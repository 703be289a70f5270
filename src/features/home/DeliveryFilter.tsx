import { Box } from '@chakra-ui/react/box';
import { lazyView } from '@/components/lazy-view';
import { FilterChoices, type Section } from './DeliveryFilterChoices';

// The popover (zag's popover and positioning) loads with the section, not with the home.
const DeliveryFilterPopover = lazyView(() => import('./DeliveryFilterPopover'));

const WIDE = '@media (min-width: 1180px)';
const NARROW = '@media (max-width: 1179px)';

/**
 * SPEC §2 delivery filter All, Delivery, Take Away: chips from 1180 px up, a popover below
 * (phones and tablets) whose button names the filter in force.
 */
export function DeliveryFilter({ section }: { section: Section }) {
  return (
    <>
      <Box css={{ [NARROW]: { display: 'none' } }}>
        <FilterChoices section={section} />
      </Box>
      <Box css={{ [WIDE]: { display: 'none' } }}>
        <DeliveryFilterPopover section={section} />
      </Box>
    </>
  );
}
