import { useMutation } from '@tanstack/react-query';
import { removeAccount } from '@/api/profile';
import { errorToast } from '@machines/effects';
import { showToast } from '@/system/run-effects';
import { useSessionActor } from '@/system/use-session';

/** `customer/remove-account`: the provider's words ('Account has been deleted'), then signed out to `/`. */
export function useDeleteAccount() {
  const session = useSessionActor();
  return useMutation({
    mutationFn: removeAccount,
    onSuccess: (message) => {
      showToast({ type: 'toast', status: 'success', message });
      session.send({ type: 'ACCOUNT_DELETED' });
    },
    onError: (error) => showToast(errorToast(error)),
  });
}
