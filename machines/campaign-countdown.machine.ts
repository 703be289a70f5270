import { assign, setup } from 'xstate';

export type CampaignCountdownInput = {
  /** When the campaign ends (ms since the epoch). */
  endsAt: number;
  /** The clock when the countdown starts (ms since the epoch). */
  now: number;
};

export type CampaignCountdownContext = CampaignCountdownInput;

/** The countdown moves once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export const campaignCountdownMachine = setup({
  types: {
    input: {} as CampaignCountdownInput,
    context: {} as CampaignCountdownContext,
  },
  guards: {
    isOver: ({ context }) => context.now >= context.endsAt,
  },
  actions: {
    // Pure by default (one tick later); the flow reads the real clock instead.
    readClock: assign(({ context }) => ({ now: context.now + COUNTDOWN_TICK_MS })),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'campaignCountdown',
  description:
    "A campaign's countdown DD:HH:MM:SS to its end; every tick reads the clock again, and at the end it shows 'This campaign is over'.",
  context: ({ input }) => ({ endsAt: input.endsAt, now: input.now }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Has the end passed?',
      always: [{ guard: 'isOver', target: 'over' }, { target: 'running' }],
    },
    running: {
      description: 'The time left, until the next tick.',
      after: { tick: { target: 'checking', actions: 'readClock' } },
    },
    over: {
      description: "'This campaign is over'.",
      type: 'final',
    },
  },
});
