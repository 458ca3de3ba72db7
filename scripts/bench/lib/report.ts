// Printing a table, writing bench-results/<name>.json, and describing the machine the figures come from.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromiumPath} from '../../browser-path';
import {siteDir} from '../../../src/lib/siteDirs';
import {japaneseFont} from './fonts';

export {siteDir};

export function machine() {
  let chromium = 'not found';
  try {
    // stderr ignored: Debian's wrapper script warns about /dev/shm on some machines.
    chromium = execFileSync(chromiumPath() ?? 'chromium', ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    /* reported as not found */
  }
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    // Other work on the machine skews every timing; the 1-minute load average when the script ended.
    loadAverage: Number(os.loadavg()[0].toFixed(1)),
    chromium,
    japaneseFont: japaneseFont() ?? 'no fontconfig',
    date: new Date().toISOString(),
  };
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const width = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(width[i])).join('  ');
  console.log(line(columns));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c] ?? ''))));
}

export function writeResult(name: string, data: unknown): void {
  const dir = path.join(siteDir, 'bench-results');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify({machine: machine(), ...(data as object)}, null, 2));
  console.log(`\n→ ${path.relative(siteDir, file)}`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
