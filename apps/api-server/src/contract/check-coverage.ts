// Contract coverage: every operation documented in openapi/ must be exercised by some route test.
// Route tests call expectContract(), which appends `<base> <operationId>` lines to
// tmp/contract-coverage/<pid>.txt; the api-server test run empties that folder first
// (coverage-global-setup.ts). After the tests, run
//
//   npx nx run api-server:contract-coverage          (runs the tests first: dependsOn test)
//   node --import tsx apps/api-server/src/contract/check-coverage.ts   (just the check)
//
// It prints covered/total per base and the missing operationIds, and exits 1 when any is missing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { resolveWorkspaceRoot } from '../config/workspace-root';
import { loadContracts } from './contract-validator';

export interface CoverageOperation {
  base: string;
  operationId: string;
}

export interface BaseCoverage {
  base: string;
  covered: number;
  total: number;
  /** Documented operationIds no test exercised, sorted. */
  missing: string[];
}

export interface CoverageReport {
  bases: BaseCoverage[];
  covered: number;
  total: number;
  /** Recorded `<base> <operationId>` pairs that are not (or no longer) documented. */
  unknown: string[];
}

export function contractCoverageDir(workspaceRoot = resolveWorkspaceRoot()): string {
  return join(workspaceRoot, 'tmp', 'contract-coverage');
}

/** The recorded lines of every `*.txt` file in `dir` ([] when the folder does not exist). */
export function readCoverageLines(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.txt'))
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split(/\r?\n/));
}

/** Which operations the recorded lines cover, per base (bases sorted by name). */
export function computeCoverage(operations: CoverageOperation[], lines: string[]): CoverageReport {
  const seen = new Set<string>();
  for (const line of lines) {
    const [base, operationId, ...rest] = line.trim().split(/\s+/);
    if (base && operationId && rest.length === 0) seen.add(`${base} ${operationId}`);
  }
  const documented = new Set<string>();
  const byBase = new Map<string, BaseCoverage>();
  for (const { base, operationId } of operations) {
    const key = `${base} ${operationId}`;
    if (documented.has(key)) continue;
    documented.add(key);
    const entry = byBase.get(base) ?? { base, covered: 0, total: 0, missing: [] };
    byBase.set(base, entry);
    entry.total += 1;
    if (seen.has(key)) entry.covered += 1;
    else entry.missing.push(operationId);
  }
  const bases = [...byBase.values()].sort((a, b) => a.base.localeCompare(b.base));
  for (const entry of bases) entry.missing.sort();
  return {
    bases,
    covered: bases.reduce((n, b) => n + b.covered, 0),
    total: bases.reduce((n, b) => n + b.total, 0),
    unknown: [...seen].filter((key) => !documented.has(key)).sort(),
  };
}

export function isComplete(report: CoverageReport): boolean {
  return report.covered === report.total;
}

/** The human-readable report. */
export function formatCoverage(report: CoverageReport): string {
  const width = Math.max(4, ...report.bases.map((b) => b.base.length));
  const out = ['Contract coverage (operations exercised through expectContract):'];
  for (const b of report.bases) {
    const pct = b.total === 0 ? 100 : Math.floor((b.covered / b.total) * 100);
    out.push(`  ${b.base.padEnd(width)}  ${String(b.covered).padStart(4)}/${String(b.total).padEnd(4)} ${String(pct).padStart(3)}%`);
  }
  out.push(`  ${'all'.padEnd(width)}  ${String(report.covered).padStart(4)}/${String(report.total).padEnd(4)}`);
  for (const b of report.bases) {
    if (b.missing.length === 0) continue;
    out.push('', `Missing in ${b.base} (${b.missing.length}):`, ...b.missing.map((id) => `  - ${id}`));
  }
  if (report.unknown.length > 0) out.push('', 'Recorded but not documented (stale?):', ...report.unknown.map((k) => `  - ${k}`));
  out.push('', isComplete(report) ? 'Every documented operation is covered.' : `${report.total - report.covered} operation(s) not covered.`);
  return out.join('\n');
}

/** Reads the recordings and the contracts, prints the report; answers the exit code. */
export function checkContractCoverage(workspaceRoot = resolveWorkspaceRoot(), log: (text: string) => void = console.log): number {
  const dir = contractCoverageDir(workspaceRoot);
  const lines = readCoverageLines(dir);
  if (lines.every((line) => line.trim() === '')) {
    log(`No contract recordings in ${dir}: run the api-server tests first (npx nx test api-server).`);
  }
  const report = computeCoverage(loadContracts(workspaceRoot).operations, lines);
  log(formatCoverage(report));
  return isComplete(report) ? 0 : 1;
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) process.exitCode = checkContractCoverage();
