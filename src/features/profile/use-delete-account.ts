import { useMutation } from '@tanstack/react-query';
import { removeAccount } from '@/api/profile';
import { errorToast } from '@machines/effects';
import { useAppSystem } from '@/system/app-system';
import { showToast } from '@/system/run-effects';
import { useSessionActor } from '@/system/use-session';

/** `customer/remove-account`: the provider's words ('Account has been deleted'), then signed out to `/`. */
export function useDeleteAccount() {
  const session = useSessionActor();
  const { api } = useAppSystem();
  return useMutation({
    mutationFn: () => removeAccount(api),
    onSuccess: (message) => {
      showToast({ type: 'toast', status: 'success', message });
      session.send({ type: 'ACCOUNT_DELETED' });
    },
    onError: (error) => showToast(errorToast(error)),
  });
}
