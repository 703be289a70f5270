import { Button } from '@chakra-ui/react/button';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { sessionActor } from '@/app/session';
import { ConfirmDialog } from '@/components/ConfirmDialog';

/** The navbar's sign-in link, or Logout with its confirmation (session machine). */
export default function AccountButton() {
  const { t } = useTranslation();
  const signedIn = useSelector(
    sessionActor,
    (s) => s.context.token !== null && !s.matches('loggingOut'),
  );
  const confirming = useSelector(sessionActor, (s) => s.matches('confirmingLogout'));
  if (!signedIn) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href="/auth/sign-in">{t('auth.login')}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => sessionActor.send({ type: 'LOGOUT' })}>
        {t('auth.logout')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('session.logoutConfirm')}
        confirmLabel={t('auth.logout')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => sessionActor.send({ type: 'CONFIRM' })}
        onCancel={() => sessionActor.send({ type: 'CANCEL' })}
      />
    </>
  );
}
