// Test helper: send a request through the app and check the answer against the OpenAPI document.
// Every operation it sees is recorded, so contract-coverage.test.ts can demand that each documented
// operation is exercised by some route test.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { resolveWorkspaceRoot } from '../config/workspace-root';
import { loadContracts } from './contract-validator';

const contracts = loadContracts();
const coverageDir = join(resolveWorkspaceRoot(), 'tmp', 'contract-coverage');

export async function expectContract(response: Response, request: { method: string; url: string }) {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const op = contracts.find(request.method, pathname);
  expect(op, `${request.method} ${pathname} is not a documented operation`).toBeDefined();
  if (!op) throw new Error(`${request.method} ${pathname} is not a documented operation`);
  const body = response.headers.get('content-type')?.includes('json') ? await response.clone().json() : undefined;
  expect(contracts.validate(op, response.status, body)).toEqual([]);
  mkdirSync(coverageDir, { recursive: true });
  appendFileSync(join(coverageDir, `${process.pid}.txt`), `${op.base} ${op.operationId}\n`);
  return body;
}
