import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { lazyView } from '@/components/lazy-view';
import { HeartIcon, onPhoneOnly, wordsHiddenOnPhone } from '@/components/bar-icons';
import { useSignedIn } from '@/system/use-session';
import '@/i18n/texts/shared';

const WishlistDrawer = lazyView(() => import('./WishlistDrawer'));

/** The navbar's wishlist button (signed-in customers with a zone; an icon on a phone) and its drawer. */
export default function WishlistButton() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <Button variant="outline" size="sm" px={{ base: '2', md: '3' }} onClick={() => setOpen(true)}>
        <Box as="span" css={onPhoneOnly}>
          <HeartIcon />
        </Box>
        <Box as="span" css={wordsHiddenOnPhone}>
          {t('wishlist.button')}
        </Box>
      </Button>
      {open ? <WishlistDrawer open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
