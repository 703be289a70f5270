import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { drawerSlotRecipe } from '@/components/slot-recipes';
import { useFocusOrigin } from './use-focus-origin';
import '@/i18n/texts/shared';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  placement?: 'start' | 'end';
};

/** The storefront's side drawer (SPEC §9: 420 px; full width on phones): cart, tracking. */
export function SideDrawer({ open, title, onClose, children, footer, placement = 'end' }: Props) {
  const { t } = useTranslation();
  const origin = useFocusOrigin(open);
  return (
    <Drawer.Root
      finalFocusEl={origin}
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement={placement}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* A line removed under focus leaves it in the drawer (focus-keeper.ts). */}
          <Drawer.Content
            maxWidth={{ base: '100vw', sm: '420px' }}
            width="420px"
            data-keep-focus=""
          >
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
                {footer}
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
