import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAddress } from '@/api/addresses';
import { customerQueries, invalidateAddresses } from '@/api/queries/customer';
import { useAppSystem } from '@/system/app-system';
import { showToast } from '@/system/run-effects';
import { useSignedIn } from '@/system/use-session';
import { useQueryInTransition } from '@/system/use-query-in-transition';
import { errorToast } from '@machines/effects';

/** The signed-in customer's saved addresses (none asked for while signed out). */
export function useAddresses() {
  const signedIn = useSignedIn();
  return useQueryInTransition({ ...customerQueries.addresses(), enabled: signedIn });
}

/** Deletes a saved address; the provider's message shows and the list is refetched. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const { api } = useAppSystem();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(api, id),
    onSuccess: (answer) => {
      showToast({ type: 'toast', status: 'success', message: answer.message });
      void invalidateAddresses(queryClient);
    },
    onError: (error) => showToast(errorToast(error)),
  });
}
