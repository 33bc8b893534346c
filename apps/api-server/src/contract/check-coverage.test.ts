import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { computeCoverage, formatCoverage, isComplete, readCoverageLines } from './check-coverage';

const OPERATIONS = [
  { base: 'main', operationId: 'getLinks' },
  { base: 'main', operationId: 'getHotArticles' },
  { base: 'identity', operationId: 'loginAccountPc' },
  { base: 'identity', operationId: 'sendLoginSms' },
  { base: 'identity', operationId: 'sendLoginSms' }, // listed twice (e.g. two servers): counted once
  { base: 'report', operationId: 'getReport' },
];

describe('computeCoverage', () => {
  it('counts covered and total per base and lists the missing operationIds', () => {
    const report = computeCoverage(OPERATIONS, [
      'main getLinks',
      'main getLinks',
      '  identity loginAccountPc  ',
      '',
      'garbage',
      'too many words here',
      'main getGone',
      'report getLinks', // right id, wrong base: does not cover main's
    ]);
    expect(report.bases).toEqual([
      { base: 'identity', covered: 1, total: 2, missing: ['sendLoginSms'] },
      { base: 'main', covered: 1, total: 2, missing: ['getHotArticles'] },
      { base: 'report', covered: 0, total: 1, missing: ['getReport'] },
    ]);
    expect(report.covered).toBe(2);
    expect(report.total).toBe(5);
    expect(report.unknown).toEqual(['main getGone', 'report getLinks']);
    expect(isComplete(report)).toBe(false);
  });

  it('is complete when every operation was recorded', () => {
    const report = computeCoverage(OPERATIONS, ['main getLinks', 'main getHotArticles', 'identity loginAccountPc', 'identity sendLoginSms', 'report getReport']);
    expect(isComplete(report)).toBe(true);
    expect(report.bases.every((b) => b.missing.length === 0)).toBe(true);
    expect(formatCoverage(report)).toContain('Every documented operation is covered.');
  });

  it('formats per-base figures and the missing list', () => {
    const text = formatCoverage(computeCoverage(OPERATIONS, ['main getLinks']));
    expect(text).toMatch(/main\s+1\/2\s+50%/);
    expect(text).toMatch(/identity\s+0\/2\s+0%/);
    expect(text).toContain('Missing in identity (2):\n  - loginAccountPc\n  - sendLoginSms');
    expect(text).toContain('4 operation(s) not covered.');
  });
});

describe('readCoverageLines', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads every .txt file of the folder and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'sealens-coverage-'));
    writeFileSync(join(dir, '101.txt'), 'main getLinks\nidentity loginAccountPc\n');
    writeFileSync(join(dir, '102.txt'), 'report getReport\n');
    writeFileSync(join(dir, 'notes.md'), 'main getHotArticles\n');
    mkdirSync(join(dir, 'sub.txt'));
    const report = computeCoverage(OPERATIONS, readCoverageLines(dir));
    expect(report.covered).toBe(3);
  });

  it('answers no lines for a missing folder', () => {
    expect(readCoverageLines(join(tmpdir(), 'sealens-coverage-does-not-exist'))).toEqual([]);
  });
});
