import { Button } from '@chakra-ui/react/button';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyView } from '@/app/lazy-views';
import { sessionActor } from '@/app/session';
import '@/i18n/texts/shared';

const WishlistDrawer = lazyView(() => import('./WishlistDrawer'));

/** The navbar's wishlist button (signed-in customers with a zone) and its drawer. */
export default function WishlistButton() {
  const { t } = useTranslation();
  const signedIn = useSelector(sessionActor, (s) => s.context.token !== null);
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
