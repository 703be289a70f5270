import type { SnapshotFrom } from 'xstate';
import type { campaignCountdownMachine } from '@machines/campaign-countdown.machine';
import { countdownParts } from '@/domain/countdown';

/** The campaign countdown: DD:HH:MM:SS while it runs, then 'This campaign is over'. */
export function connect(snapshot: SnapshotFrom<typeof campaignCountdownMachine>) {
  const { endsAt, now } = snapshot.context;
  const isOver = snapshot.status === 'done';
  const parts = countdownParts(isOver ? 0 : endsAt - now);
  return {
    isOver,
    parts,
    /** DD:HH:MM:SS as one string, for the screen reader's label. */
    clock: `${parts.days}:${parts.hours}:${parts.minutes}:${parts.seconds}`,
  };
}
