#!/usr/bin/env node
// The landing page's first-paint JavaScript budget: the entry chunk of index.html and every
// chunk it imports statically, gzip-compressed, read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 160;
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('index.html'),
);
if (!entryKey) {
  console.error('bundle-check: no index.html entry in the manifest; run `npm run build` first');
  process.exit(1);
}

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) collect(next);
}
collect(entryKey);

const rows = [...seen].map((key) => {
  const file = manifest[key].file;
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return { file, kb: bytes / 1024 };
});
rows.sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);

for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(
  `bundle-check: first-paint JavaScript of / is ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
);
if (total > BUDGET_KB) {
  console.error(`bundle-check: over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
