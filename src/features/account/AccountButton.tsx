import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useConnect } from '@/app/flow-actor';
import { sessionActor } from '@/app/session';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { authPath } from '@/domain/auth';
import { connect } from './session.connect';

/** The navbar's sign-in link (back here after signing in), or Logout with its confirmation. */
export default function AccountButton() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const session = useConnect(sessionActor, connect);
  if (!session.isSignedIn) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href={authPath('signIn', search ? `${path}?${search}` : path)}>
          {t('auth.login')}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={session.logout}>
        {t('auth.logout')}
      </Button>
      <ConfirmDialog
        open={session.isConfirmingLogout}
        title={t('session.logoutConfirm')}
        confirmLabel={t('auth.logout')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={session.confirmLogout}
        onCancel={session.cancelLogout}
      />
    </>
  );
}
