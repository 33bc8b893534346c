// Vitest globalSetup of api-server: empties tmp/contract-coverage before the test files run, so
// check-coverage.ts only counts what this run's route tests recorded.
import { mkdirSync, rmSync } from 'node:fs';

import { contractCoverageDir } from './check-coverage';

export default function clearContractCoverage(): void {
  const dir = contractCoverageDir();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
