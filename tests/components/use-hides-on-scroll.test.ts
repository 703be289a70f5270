import { describe, expect, it } from 'vitest';
import { nextScrollHiding, type ScrollHiding } from '@/components/use-hides-on-scroll';

const TOP = 93;

/** The states after scrolling through `positions` from the top of the page. */
function scrolled(positions: number[]): ScrollHiding[] {
  let state: ScrollHiding = { hidden: false, anchor: 0 };
  return positions.map((y) => (state = nextScrollHiding(state, y, TOP)));
}

describe('nextScrollHiding (the phone header, issue 31)', () => {
  it('stays while the page is within the bar, hides once it goes down past it', () => {
    expect(scrolled([40, 90, 140]).map((state) => state.hidden)).toEqual([false, false, true]);
  });

  it('comes back on the way up, measured from where the page turned', () => {
    const states = scrolled([300, 600, 900, 886, 870, 1200]);
    expect(states.map((state) => state.hidden)).toEqual([true, true, true, true, false, true]);
    expect(states[2]!.anchor).toBe(900);
  });

  it('ignores a shaky finger or a nudge: less than 24 px the other way changes nothing', () => {
    const states = scrolled([500, 400, 420, 398, 415, 2674, 2660]);
    expect(states.map((state) => state.hidden)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('is always shown at the top of the page', () => {
    const states = scrolled([800, 1600, 60]);
    expect(states.at(-1)).toEqual({ hidden: false, anchor: 60 });
  });
});
