import { describe, expect, it } from 'vitest';
import { readView, withView } from '../../src/explorer/view-url';

describe('the explorer view in its URL', () => {
  it('reads path, step (1-based) and zoom, healing what does not parse', () => {
    expect(readView('?path=shortest-3&step=4&zoom=1.5')).toEqual({
      path: 'shortest-3',
      step: 3,
      zoom: 1.5,
    });
    expect(readView('')).toEqual({ path: undefined, step: 0, zoom: undefined });
    expect(readView('?step=zero&zoom=-1')).toEqual({ path: undefined, step: 0, zoom: undefined });
    expect(readView('?zoom=40').zoom).toBe(4);
  });

  it('writes changes back, keeping the other parameters, and drops defaults', () => {
    expect(withView('?live', { path: 'simple-2', step: 0 })).toBe('?live=&path=simple-2');
    expect(withView('?path=a&step=2', { step: 4 })).toBe('?path=a&step=5');
    expect(withView('?path=a&zoom=2', { zoom: undefined })).toBe('?path=a');
    expect(withView('', { zoom: 1.23456 })).toBe('?zoom=1.23');
    const view = { path: 'x y', step: 6, zoom: 0.75 };
    expect(readView(withView('', view))).toEqual(view);
  });

  it('keeps the state a path starts from', () => {
    expect(readView('?from=checkout.placing&path=a').from).toBe('checkout.placing');
    expect(withView('?path=a', { from: 'checkout.placing' })).toBe('?path=a&from=checkout.placing');
    expect(withView('?from=x&path=a', { from: undefined })).toBe('?path=a');
  });
});
