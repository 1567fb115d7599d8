import os from 'node:os';
import { readFileSync } from 'node:fs';

/** One line of the table: a figure, the budget it is held to, and whether it holds. */
export interface Check {
  measure: string;
  figure: string;
  budget: string;
  /** null: reported without a budget. */
  ok: boolean | null;
  data: Record<string, unknown>;
}

export function machine() {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  return {
    nproc: os.availableParallelism(),
    cpu: cpu ?? os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/** The machine's CPU time so far, in clock ticks: all of it, and what the host took (steal). */
export interface CpuTimes {
  total: number;
  steal: number;
}

/**
 * Read from /proc/stat; null where there is none. A virtual machine's steal time is CPU time its
 * host gave to other guests: a share of a few percent or more means the host was busy, and
 * latencies measured meanwhile are longer for reasons outside the product.
 */
export function cpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user).
    return { total: ticks.slice(0, 8).reduce((sum, n) => sum + n, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The host's share of the CPU time between two readings, as "6.2 %", or null. */
export function stealShare(from: CpuTimes | null, to: CpuTimes | null): string | null {
  if (!from || !to || to.total <= from.total) return null;
  return `${((100 * (to.steal - from.steal)) / (to.total - from.total)).toFixed(1)} %`;
}

const status = (ok: boolean | null) => (ok === null ? 'info' : ok ? 'ok' : 'MISSED');

export function formatTable(checks: Check[]): string {
  const header = ['Measure', 'Figure', 'Budget', 'Result'];
  const rows = checks.map((c) => [c.measure, c.figure, c.budget, status(c.ok)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
