/**
 * `tsx bench/profile-summary.ts FILE.cpuprofile [top]`: where a profile's samples went — self
 * time by package or file area, the functions with most self time, and the functions with
 * most time including their callees (each sample counted once per function on its stack).
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary FILE [top]');
const top = Number(process.argv[3] ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const key = (n: Node) => {
  const url = n.callFrame.url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url.replace(/^.*\/wt-[^/]+\//, '')}:${n.callFrame.lineNumber + 1}`;
};
const area = (n: Node) => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:'))
    return url.split('/')[0]!.replace(/^node:internal.*/, 'node:internal');
  const mine = /\/(server|bench|src)\/(.*)$/.exec(url);
  if (mine)
    return `${mine[1]}/${mine[2]!.split('/').slice(0, -1).join('/') || '.'}/${mine[2]!.split('/').pop()}`;
  return url;
};

const self = new Map<string, number>();
const areas = new Map<string, number>();
const incl = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const n = byId.get(id)!;
  self.set(key(n), (self.get(key(n)) ?? 0) + dt);
  areas.set(area(n), (areas.get(area(n)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur)!);
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + dt);
  }
});

const pct = (v: number) => `${((100 * v) / total).toFixed(1).padStart(5)}%`;
const show = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${pct(v)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled`);
show('self time by area', areas, 25);
show('self time by function', self, top);
show('including callees', incl, top * 2);
