// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAGE, performancePage, RESULTS } from '../../bench/performance-page';

it('docs/PERFORMANCE.md is what the newest results files make (`npm run bench:page`)', () => {
  expect(readFileSync(PAGE, 'utf8')).toBe(performancePage(RESULTS));
});
