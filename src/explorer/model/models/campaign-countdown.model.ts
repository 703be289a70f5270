import {
  COUNTDOWN_TICK_MS,
  campaignCountdownMachine,
} from '../../../../machines/campaign-countdown.machine';
import { defineModel } from '../model';

export const START = Date.UTC(2030, 11, 31, 17, 59, 58);

export const campaignCountdownModel = defineModel({
  machine: campaignCountdownMachine,
  variants: [
    {
      name: 'endingSoon',
      description: 'a campaign that ends in two ticks',
      input: { endsAt: START + 2 * COUNTDOWN_TICK_MS, now: START },
    },
    {
      name: 'alreadyOver',
      description: 'a campaign whose end has passed',
      input: { endsAt: START - 1, now: START },
    },
  ],
  behaviour: (context) => Math.max(0, context.endsAt - context.now),
  events: {},
  done: {},
  errors: {},
});
