import { describe, expect, it } from 'vitest';
import { changedShare, type Pixels } from '../../src/explorer/pixel-change';

/** A picture of `width` x `height` pixels of one colour, `paint` changing some of them. */
function picture(
  width: number,
  height: number,
  rgba: [number, number, number, number],
  paint?: (x: number, y: number) => [number, number, number, number] | undefined,
): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set(paint?.(x, y) ?? rgba, (y * width + x) * 4);
  return { width, height, data };
}

describe('the share of pixels a change altered in a picture', () => {
  const white = picture(10, 10, [255, 255, 255, 255]);

  it('is 0 for the same picture, and for anti-aliasing-sized differences', () => {
    expect(changedShare(white, picture(10, 10, [255, 255, 255, 255]))).toBe(0);
    expect(changedShare(white, picture(10, 10, [245, 250, 255, 255]))).toBe(0);
  });

  it('counts the pixels that moved past the tolerance', () => {
    const halfRed = picture(10, 10, [255, 255, 255, 255], (x) =>
      x < 5 ? [200, 0, 0, 255] : undefined,
    );
    expect(changedShare(white, halfRed)).toBe(0.5);
  });

  it('counts what only the larger picture covers as changed', () => {
    expect(changedShare(white, picture(10, 20, [255, 255, 255, 255]))).toBe(0.5);
  });
});
