import { Button } from '@chakra-ui/react/button';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import { useConnect } from '@/system/flow-actor';
import { lazyView } from '@/components/lazy-view';
import { useSessionActor } from '@/system/use-session';
import { authPath } from '@/domain/auth';
import { connect } from './session.connect';
import '@/i18n/texts/shared';

// The menu and its logout dialog load only for a signed-in customer: a visitor sees a link.
const AccountMenu = lazyView(() => import('./AccountMenu'));

/** The navbar's sign-in link (back here after signing in), or the account menu. */
export default function AccountButton() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const session = useConnect(useSessionActor(), connect);
  if (session.isSignedIn) return <AccountMenu />;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={authPath('signIn', search ? `${path}?${search}` : path)}>{t('auth.login')}</Link>
    </Button>
  );
}
