import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const clock = resolve(__dirname, '../scripts/test-clock.sh');

/** Runs one stage under a fake `date +%s` that reads the seconds from a file the script advances. */
function runStage(secondsTaken: number, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'test-clock-'));
  const now = join(dir, 'now');
  writeFileSync(now, '1000');
  writeFileSync(join(dir, 'date'), `#!/usr/bin/env bash\ncat ${now}\n`);
  chmodSync(join(dir, 'date'), 0o755);
  const script = `source ${clock}; stage one; echo $((1000 + ${secondsTaken})) > ${now}; done_stage one; echo reached-end`;
  try {
    const out = execFileSync('bash', ['-c', script], {
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, SEALENS_TEST_TIME_LIMIT: '', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: failed.stdout + failed.stderr };
  }
}

describe('the test command clock (issue 28: fails past 40 minutes)', () => {
  it('prints each stage time and the run so far', () => {
    const run = runStage(65);
    expect(run.code).toBe(0);
    expect(run.out).toContain('-- one took 65s (run so far 65s)');
  });

  it('passes at exactly 2,400 s and fails one second later, naming the stage', () => {
    expect(runStage(2400).code).toBe(0);
    const over = runStage(2401);
    expect(over.code).toBe(1);
    expect(over.out).not.toContain('reached-end');
    expect(over.out).toContain("by the end of stage 'one': over its limit of 2400s");
  });

  it('takes another limit from SEALENS_TEST_TIME_LIMIT', () => {
    expect(runStage(2401, { SEALENS_TEST_TIME_LIMIT: '3000' }).code).toBe(0);
    expect(runStage(101, { SEALENS_TEST_TIME_LIMIT: '100' }).code).toBe(1);
  });
});
