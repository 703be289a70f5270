import { useConnect } from '@/app/flow-actor';
import { sessionActor } from '@/app/session';
import { useNotificationsOn } from '@/platform/notification-setting';
import { connect } from './session.connect';
import PushListener from './PushListener';
import WelcomeDialog from './WelcomeDialog';

/**
 * What runs beside every page for a signed-in customer: notifications (unless turned off in
 * /settings) and the sign-up welcome.
 */
export default function SignedInExtras() {
  const { token } = useConnect(sessionActor, connect);
  const notifications = useNotificationsOn();
  if (token === null) return null;
  return (
    <>
      {notifications ? <PushListener key={token} token={token} /> : null}
      <WelcomeDialog />
    </>
  );
}
