import { useState } from 'react';
import { orderOutcomeOf } from '@/domain/guest-order-token';
import { orderOutcomeMachine, type OrderOutcomePage } from '@machines/order-outcome.machine';
import { useFlowActor } from '../flow-actor';

/** The order-placed flow for the query of this page (`/home` or `/payment-status`). */
export function useOrderOutcomeFlow(page: OrderOutcomePage, search: string) {
  const [input] = useState(() => ({ ...orderOutcomeOf(new URLSearchParams(search)), page }));
  return useFlowActor(orderOutcomeMachine, { input });
}
