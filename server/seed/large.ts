import { DEFAULT_SEED, generateDemoWorld, type DemoWorld, type WorldSize } from './demo';

/**
 * The `large` profile: the demo world at scale, 2,000 stores (167 + 167 + 166 per module in
 * Dhaka Central, Gulshan and Uttara) with 50 items each, 100,000 items in all.
 */
export const LARGE_SIZE: WorldSize = {
  stores: { central: [167, 167], gulshan: [167, 167], uttara: [166, 166] },
  items: [50, 50],
};

export function generateLargeWorld(seed: number = DEFAULT_SEED): DemoWorld {
  return generateDemoWorld(seed, LARGE_SIZE);
}
