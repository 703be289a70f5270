#!/usr/bin/env node
// The byte budgets of bench/budgets.json, read from Vite's build manifest and index.html (no
// browser needed): the JavaScript each route runs before its first paint and before it responds,
// gzip-compressed (bench/lib/bytes.mjs). Part of `npm test`.
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
const size = (bytes) => `${String(kb(bytes)).padStart(6)} KB`;
for (const r of routes)
  console.log(
    `  ${r.route.padEnd(16)} gzip JS before first paint ${size(r.firstPaint.js.gzip)}, ` +
      `before it responds ${size(r.interactive.js.gzip)}, whole route ${size(r.whole.js.gzip)}`,
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
