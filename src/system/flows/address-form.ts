import { useCallback, useLayoutEffect, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { addAddress, updateAddress } from '@/api/addresses';
import { invalidateAddresses } from '@/api/queries/customer';
import type { AddressDone } from '@/domain/address';
import { addressFormMachine, type AddressFormInput } from '@machines/address-form.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import { useQueryClient } from '@tanstack/react-query';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

const providedAddressForm = ({ api }: AppSystem) =>
  addressFormMachine.provide({
    actors: {
      addAddress: fromPromise(({ input }) => addAddress(api, input.address)),
      updateAddress: fromPromise(({ input }) => updateAddress(api, input.id ?? 0, input.address)),
    },
  });

export type { AddressDone };

/** The address dialog's actor, one per opening: a saved address refetches the list. */
export function useAddressFormFlow(input: AddressFormInput, onDone: AddressDone) {
  const queryClient = useQueryClient();
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });
  const bind = useCallback(
    (actor: ActorRefFrom<typeof providedAddressForm>) => {
      const saved = actor.on('addressSaved', ({ address }) => {
        void invalidateAddresses(queryClient);
        done.current(address, true);
      });
      const local = actor.on('addressSavedLocally', ({ address }) => done.current(address, false));
      return () => {
        saved.unsubscribe();
        local.unsubscribe();
      };
    },
    [queryClient],
  );
  return useFlowActor(providedAddressForm, { input }, bind);
}
