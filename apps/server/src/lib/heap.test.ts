import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const heapModule = pathToFileURL(path.join(import.meta.dirname, 'heap.ts')).href;

/**
 * A process that reports its id, then restarts itself as the server does at start, then reports
 * its id, its flags and its young generation's size. Written synchronously: a restart replaces
 * the process, and output still buffered would be lost.
 */
const SCRIPT = `
import { writeSync } from 'node:fs';
import v8 from 'node:v8';
import { restartWithMemoryBounds } from ${JSON.stringify(heapModule)};
writeSync(1, JSON.stringify({ started: process.pid }) + '\\n');
restartWithMemoryBounds();
const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
writeSync(1, JSON.stringify({ running: process.pid, execArgv: process.execArgv, args: process.argv.slice(2), mmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, youngBytes: young.space_size }) + '\\n');
`;

function run(nodeArgs: string[], extraEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'quillpost-heap-'));
  const script = path.join(dir, 'restart.mjs');
  writeFileSync(script, SCRIPT);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', ...extraEnv };
  if (!('MALLOC_MMAP_THRESHOLD_' in extraEnv)) delete env.MALLOC_MMAP_THRESHOLD_;
  const output = execFileSync(process.execPath, [...nodeArgs, script, 'an-argument'], { env });
  return output
    .toString()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

describe('the young generation and malloc bounds', () => {
  it('restarts the process once, in place, with the semi-space flag, the mmap threshold and its arguments', () => {
    const lines = run(['--no-warnings']);
    const first = lines[0];
    const last = lines.at(-1);
    expect(last.running).toBe(first.started);
    expect(lines.filter((line) => 'started' in line)).toHaveLength(2);
    expect(last.execArgv).toEqual(['--no-warnings', '--max-semi-space-size=8']);
    expect(last.args).toEqual(['an-argument']);
    expect(last.mmapThreshold).toBe('32768');
    // Two semi-spaces of 8 MiB at most, where the machine's default commits 128 MiB.
    expect(last.youngBytes).toBeLessThanOrEqual(2 * 8 * 1024 ** 2);
  });

  it('leaves a process started with a semi-space size and an mmap threshold as it is', () => {
    const lines = run(['--max-semi-space-size=4'], { MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(lines).toHaveLength(2);
    expect(lines[1].execArgv).toEqual(['--max-semi-space-size=4']);
    expect(lines[1].mmapThreshold).toBe('65536');
  });

  it('keeps a given semi-space size and adds only the mmap threshold', () => {
    const lines = run(['--max-semi-space-size=4']);
    expect(lines.filter((line) => 'started' in line)).toHaveLength(2);
    expect(lines.at(-1).execArgv).toEqual(['--max-semi-space-size=4']);
    expect(lines.at(-1).mmapThreshold).toBe('32768');
  });
});
