import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { transferPointsToWallet } from '@/api/account';
import { invalidateBalances } from '@/api/queries/customer';
import { pointTransferMachine } from '@machines/point-transfer.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/account';

const providedPointTransfer = ({ api }: AppSystem) =>
  pointTransferMachine.provide({
    actors: { transfer: fromPromise(({ input }) => transferPointsToWallet(api, input.point)) },
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
