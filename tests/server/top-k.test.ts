// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../server/seed/prng';
import { pageOf } from '../../server/services/read-model/top-k';

describe('pageOf', () => {
  it('answers the page a whole sort would, ties and short lists included', () => {
    const rng = mulberry32(7);
    for (let round = 0; round < 500; round++) {
      const n = rng.int(0, 400);
      const keys = Array.from({ length: 1000 }, () => rng.int(0, 20));
      const list = Int32Array.from({ length: n }, () => rng.int(0, 999));
      // a key with many ties, then the id (ids repeat here too: equal items stay equal)
      const before = (a: number, b: number) => keys[b]! - keys[a]! || a - b;
      const limit = rng.pick([1, 5, 12, 50]);
      const offset = rng.int(1, 6);
      const whole = Array.from(list)
        .sort(before)
        .slice((offset - 1) * limit, offset * limit);
      expect(pageOf(list, before, limit, offset)).toEqual(whole);
      // with the first column as numbers (larger: later), NaN among them counting as a tie
      const first = Float64Array.from(list, (id) => (id % 97 === 0 ? NaN : -keys[id]!));
      expect(pageOf(list, before, limit, offset, first)).toEqual(whole);
    }
  });
});
