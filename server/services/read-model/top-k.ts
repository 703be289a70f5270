/**
 * One page of a list in order without sorting the whole list: the first `offset × limit` by
 * `before` kept in a bounded heap, then the page sliced off. `before(a, b) < 0`: a comes first;
 * it must order every pair (ids break ties), as the SQL's ORDER BY … id does.
 */
export function pageOf<T>(
  list: ArrayLike<T>,
  before: (a: T, b: T) => number,
  limit: number,
  offset: number,
): T[] {
  const k = limit * offset;
  const n = list.length;
  if (k >= n || k > 2000) {
    return Array.from(list)
      .sort(before)
      .slice((offset - 1) * limit, k);
  }
  // a max-heap of the k first seen so far: its root is the last of them
  const heap: T[] = new Array<T>(k);
  for (let i = 0; i < k; i++) {
    // sift up
    const x = list[i]!;
    let at = i;
    while (at > 0) {
      const p = (at - 1) >> 1;
      const parent = heap[p]!;
      if (before(x, parent) <= 0) break;
      heap[at] = parent;
      at = p;
    }
    heap[at] = x;
  }
  for (let i = k; i < n; i++) {
    const x = list[i]!;
    if (before(x, heap[0]!) >= 0) continue;
    // replace the root, sift down
    let at = 0;
    for (;;) {
      const l = 2 * at + 1;
      if (l >= k) break;
      const r = l + 1;
      let m = l;
      if (r < k && before(heap[r]!, heap[l]!) > 0) m = r;
      if (before(heap[m]!, x) <= 0) break;
      heap[at] = heap[m]!;
      at = m;
    }
    heap[at] = x;
  }
  return heap.sort(before).slice((offset - 1) * limit, k);
}
