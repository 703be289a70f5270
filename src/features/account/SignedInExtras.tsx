import { useConnect } from '@/system/flow-actor';
import { lazyView } from '@/components/lazy-view';
import { useSessionActor } from '@/system/use-session';
import { useWelcome } from '@/system/welcome';
import { useOnceOpened } from '@/components/use-once-opened';
import { useNotificationsOn } from '@/platform/notification-setting';
import { connect } from './session.connect';

// Loaded only for a signed-in customer (the welcome only once it opens after a sign-up).
const PushListener = lazyView(() => import('./PushListener'));
const WelcomeDialog = lazyView(() => import('./WelcomeDialog'));

/**
 * What runs beside every page for a signed-in customer: notifications (unless turned off in
 * /settings) and the sign-up welcome.
 */
export default function SignedInExtras() {
  const { token } = useConnect(useSessionActor(), connect);
  const notifications = useNotificationsOn();
  const welcomed = useOnceOpened(useWelcome().open);
  if (token === null) return null;
  return (
    <>
      {notifications ? <PushListener key={token} token={token} /> : null}
      {welcomed ? <WelcomeDialog /> : null}
    </>
  );
}
