import { IconButton } from '@chakra-ui/react/button';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { useConnect } from '@/system/flow-actor';
import { useSessionActor } from '@/system/use-session';
import { connectSession } from '@/features/account';
import '@/i18n/texts/orders';

/** SPEC §2 navbar: the track-order icon, for visitors signed out (the navbar shows it with a location). */
export default function TrackOrderLink() {
  const { t } = useTranslation();
  const { isSignedIn } = useConnect(useSessionActor(), connectSession);
  if (isSignedIn) return null;
  return (
    <Link href="/track-order" asChild>
      <IconButton as="a" variant="ghost" size="sm" aria-label={t('trackOrder.title')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none">
          <path
            d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="9.5" r="2.5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </IconButton>
    </Link>
  );
}
