import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { useConnect } from '@/system/flow-actor';
import { useSessionActor } from '@/system/use-session';
import { useConfig } from '@/system/use-config';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { menuSlotRecipe } from '@/components/slot-recipes';
import { accountMenuEntries } from '@/domain/account-menu';
import { connect } from './session.connect';
import '@/i18n/texts/shared';

/** A signed-in customer's account menu of SPEC §2, with Logout and its confirmation. */
export default function AccountMenu() {
  const { t } = useTranslation();
  const config = useConfig().data;
  const session = useConnect(useSessionActor(), connect);
  const entries = accountMenuEntries({
    customer_wallet_status: config?.customer_wallet_status ?? false,
    loyalty_point_status: config?.loyalty_point_status ?? false,
    ref_earning_status: config?.ref_earning_status ?? false,
  });
  return (
    <>
      <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            {t('account.menu')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="220px">
              {entries.map((entry) => (
                <Menu.Item key={entry.key} value={entry.key} asChild>
                  <Link href={entry.href}>{t(`account.entries.${entry.key}`)}</Link>
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" onSelect={session.logout}>
                {t('auth.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {/* The bar's menu (hidden on phones) and the menu drawer's ask once. */}
      <ConfirmDialog
        single="logout"
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
