import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { transferPointsToWallet } from '@/api/account';
import { invalidateBalances } from '@/api/queries/customer';
import { pointTransferMachine } from '@machines/point-transfer.machine';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/account';

const providedPointTransfer = pointTransferMachine.provide({
  actors: { transfer: fromPromise(({ input }) => transferPointsToWallet(input.point)) },
});

/** `/loyalty-points`' Convert dialog: a transfer refreshes the balances and both histories. */
export function usePointTransferFlow(minimum: number) {
  const queryClient = useQueryClient();
  return useFlowActor(providedPointTransfer, { input: { minimum } }, (actor) => {
    const transferred = actor.on('transferred', () => {
      void invalidateBalances(queryClient);
    });
    return () => transferred.unsubscribe();
  });
}
