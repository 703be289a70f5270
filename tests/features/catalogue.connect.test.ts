import { describe, expect, it } from 'vitest';
import { connect as connectCountdown } from '@/features/catalogue/campaign-countdown.connect';
import { campaignCountdownMachine } from '@machines/campaign-countdown.machine';
import { connected } from './support/flow';

describe('campaign countdown connect', () => {
  const now = Date.UTC(2030, 11, 31, 17, 0, 0);

  it('shows DD:HH:MM:SS while the campaign runs', () => {
    const endsAt = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    const flow = connected(campaignCountdownMachine, connectCountdown, { endsAt, now });
    expect(flow.api()).toMatchObject({
      isOver: false,
      parts: { days: '02', hours: '03', minutes: '04', seconds: '05' },
      clock: '02:03:04:05',
    });
    flow.actor.stop();
  });

  it('is over once the end has passed', () => {
    const flow = connected(campaignCountdownMachine, connectCountdown, { endsAt: now - 1, now });
    expect(flow.api()).toMatchObject({ isOver: true, clock: '00:00:00:00' });
  });
});
