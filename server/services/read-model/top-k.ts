/**
 * One page of a list in order without sorting the whole list: the first `offset × limit` by
 * `before` kept in a bounded heap, then the page sliced off. `before(a, b) < 0`: a comes first;
 * it must order every pair (ids break ties), as the SQL's ORDER BY … id does.
 */
export function pageOf<T>(
  list: ArrayLike<T> & Iterable<T>,
  before: (a: T, b: T) => number,
  limit: number,
  offset: number,
): T[] {
  const k = limit * offset;
  if (k >= list.length || k > 2000) {
    return Array.from(list)
      .sort(before)
      .slice((offset - 1) * limit, k);
  }
  // a max-heap of the k first seen so far: its root is the last of them
  const heap: T[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (before(heap[i]!, heap[p]!) <= 0) return;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && before(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && before(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const x of list) {
    if (heap.length < k) {
      heap.push(x);
      up(heap.length - 1);
    } else if (before(x, heap[0]!) < 0) {
      heap[0] = x;
      down(0);
    }
  }
  return heap.sort(before).slice((offset - 1) * limit, k);
}
