import { useConnect } from '@/app/flow-actor';
import { sessionActor } from '@/app/session';
import { connect } from './session.connect';
import PushListener from './PushListener';
import WelcomeDialog from './WelcomeDialog';

/** What runs beside every page for a signed-in customer: notifications and the sign-up welcome. */
export default function SignedInExtras() {
  const { token } = useConnect(sessionActor, connect);
  if (token === null) return null;
  return (
    <>
      <PushListener key={token} token={token} />
      <WelcomeDialog />
    </>
  );
}
