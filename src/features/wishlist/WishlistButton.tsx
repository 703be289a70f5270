import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyView } from '@/components/lazy-view';
import { useSignedIn } from '@/app/use-session';
import '@/i18n/texts/shared';

const WishlistDrawer = lazyView(() => import('./WishlistDrawer'));

/** The navbar's wishlist button (signed-in customers with a zone) and its drawer. */
export default function WishlistButton() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('wishlist.button')}
      </Button>
      {open ? <WishlistDrawer open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
