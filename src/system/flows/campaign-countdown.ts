import { useState } from 'react';
import { assign } from 'xstate';
import { campaignCountdownMachine } from '@machines/campaign-countdown.machine';
import { useFlowActor } from '../flow-actor';

// Every tick reads the real clock, so a throttled timer never lets the countdown drift.
const providedCountdown = campaignCountdownMachine.provide({
  actions: { readClock: assign({ now: () => Date.now() }) },
});

/** The countdown of a campaign page to `endsAt` (ms since the epoch). */
export function useCampaignCountdownFlow(endsAt: number) {
  // The clock is read once, when the countdown starts; the machine reads it on every tick.
  const [startedAt] = useState(() => Date.now());
  return useFlowActor(providedCountdown, { input: { endsAt, now: startedAt } });
}
