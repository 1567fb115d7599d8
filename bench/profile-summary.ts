// Summarises a V8 .cpuprofile (from `npm run bench -- --profile`): self time by function and by
// package, the quickest way to see where a server spends a request.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };

const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '');
  const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url ? 'app/node' : functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
}

const show = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, hits] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
show('Self time by package', byPackage);
show('Self time by function', byFunction);
