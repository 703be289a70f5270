import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from '@/features/home/sections/carousel.connect';
import { CAROUSEL_AUTOPLAY_MS, carouselMachine } from '@machines/carousel.machine';
import { connected } from './support/flow';

describe('banner carousel connect', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the current slide and its dot; Next after the last comes back to the first', () => {
    const flow = connected(carouselMachine, connect, { count: 3, autoplay: false });
    expect(flow.api()).toMatchObject({ index: 0, hasControls: true });
    expect(flow.api().getDotProps(0)['aria-current']).toBe('true');
    expect(flow.api().getDotProps(1)['aria-current']).toBeUndefined();

    flow.api().getDotProps(2).onClick();
    expect(flow.api().isCurrent(2)).toBe(true);
    flow.api().next();
    expect(flow.api().index).toBe(0);
    flow.api().previous();
    expect(flow.api().index).toBe(2);
    flow.actor.stop();
  });

  it('has no controls for a single banner', () => {
    const flow = connected(carouselMachine, connect, { count: 1, autoplay: true });
    expect(flow.api().hasControls).toBe(false);
    flow.actor.stop();
  });

  it('moves every 4 s, and not while the pointer is on it', () => {
    vi.useFakeTimers();
    const flow = connected(carouselMachine, connect, { count: 3, autoplay: true });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    expect(flow.api().index).toBe(1);

    flow.api().getRootProps().onPointerEnter();
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3);
    expect(flow.api().index).toBe(1);

    flow.api().getRootProps().onPointerLeave();
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
    expect(flow.api().index).toBe(2);
    flow.actor.stop();
  });

  it('never moves by itself for a visitor who prefers reduced motion', () => {
    vi.useFakeTimers();
    const flow = connected(carouselMachine, connect, { count: 3, autoplay: false });
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3);
    expect(flow.api().index).toBe(0);
    flow.actor.stop();
  });
});
