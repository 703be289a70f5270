#!/usr/bin/env node
// The byte budgets of bench/budgets.json, read from Vite's build manifest (no browser needed):
// the JavaScript each route needs before its first paint, gzip-compressed. Part of `npm test`.
import { readFileSync } from 'node:fs';
import { checkByteBudgets, kb, routeBytes } from '../bench/lib/bytes.mjs';

const dist = process.argv[2] ?? 'dist';
const budgets = JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8'));

let routes;
try {
  routes = routeBytes(dist);
} catch (err) {
  console.error(`bundle-check: ${err.message}`);
  process.exit(1);
}
for (const r of routes)
  console.log(
    `  ${r.route.padEnd(16)} first paint ${String(kb(r.firstPaint.js.gzip)).padStart(6)} KB gzip JS, ` +
      `whole route ${String(kb(r.whole.js.gzip)).padStart(6)} KB`,
  );
const lines = checkByteBudgets(routes, budgets.bytes);
const missed = lines.filter((line) => !line.pass);
for (const line of missed)
  console.error(
    `bundle-check: ${line.budget} is ${line.measured} ${line.unit}, budget ${line.limit} ${line.unit}`,
  );
if (missed.length === 0) console.log(`bundle-check: all ${lines.length} byte budgets met`);
else console.error(`bundle-check: ${missed.length} of ${lines.length} byte budgets missed`);
process.exit(missed.length > 0 ? 1 : 0);
