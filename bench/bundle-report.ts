// Which modules make up a built chunk: `tsx bench/bundle-report.ts <chunk.js>` reads the chunk's
// source map (build with `vite build --sourcemap`) and attributes its bytes to the npm packages and
// source folders they came from.
import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes the source index of each mapping segment, per generated line. */
function* segments(mappings: string): Generator<{ line: number; column: number; source: number }> {
  let source = 0;
  let line = 0;
  for (const row of mappings.split(';')) {
    let column = 0;
    for (const segment of row.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      yield { line, column, source: values.length > 1 ? source : -1 };
    }
    line++;
  }
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/bundle-report.ts <chunk.js>');
const code = readFileSync(file, 'utf8').split('\n');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
  sources: string[];
  mappings: string;
};
const bytes = new Map<string, number>();
const group = (source: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
  source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 4)
    .join('/');

let previous: { line: number; column: number; source: number } | undefined;
for (const segment of [...segments(map.mappings), { line: Infinity, column: 0, source: -1 }]) {
  if (previous && previous.source >= 0) {
    const text = code[previous.line] ?? '';
    const end = segment.line === previous.line ? segment.column : text.length;
    const name = group(map.sources[previous.source]!);
    bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - previous.column));
  }
  previous = segment;
}
const total = code.join('\n').length;
console.log(`${file}: ${total.toLocaleString('en')} bytes`);
for (const [name, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(
    `${size.toLocaleString('en').padStart(10)}  ${((size / total) * 100).toFixed(1).padStart(5)}%  ${name}`,
  );
}
