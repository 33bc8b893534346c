// Lints every openapi/*.yaml with @redocly/openapi-core's `recommended` ruleset (plus a few rules
// raised to errors) and the project's own rules for the x-auth / x-verify-code / x-designed
// extensions. Warnings are printed; any error exits 1.
import { createConfig, formatProblems, getTotals, lint, parseYaml } from '@redocly/openapi-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const openapiDir = join(workspaceRoot, 'openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const AUTH = ['none', 'bearer', 'api-key'];

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // Unique and resolvable: a clash or a dangling $ref breaks the generated client.
    'operation-operationId': 'error',
    'operation-operationId-unique': 'error',
    'operation-operationId-url-safe': 'error',
    'no-unresolved-refs': 'error',
    'operation-2xx-response': 'error',
    'operation-summary': 'error',
    'path-parameters-defined': 'error',
    'operation-parameters-unique': 'error',
    'no-unused-components': 'error',
    // Business errors travel in the envelope's `code` with HTTP 200 (spec §8); the HTTP 4xx of the
    // session rules (401, 403, 429) are global and documented in each info.description.
    'operation-4xx-response': 'off',
  },
});

/** The project's own rules, on the parsed document. */
function projectProblems(file, doc) {
  const problems = [];
  const seen = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!AUTH.includes(op['x-auth'])) problems.push(`${where}: x-auth must be one of ${AUTH.join(' | ')}`);
      if (typeof op['x-verify-code'] !== 'boolean') problems.push(`${where}: x-verify-code must be true or false`);
      if ('x-designed' in op && op['x-designed'] !== true) problems.push(`${where}: x-designed is only ever true`);
      if (op.operationId && !/^[a-z][A-Za-z0-9]*$/.test(op.operationId)) {
        problems.push(`${where}: operationId ${op.operationId} is not camelCase`);
      }
      const bearer = (op.security ?? []).some((req) => 'bearerAuth' in req);
      if ((op['x-auth'] === 'bearer') !== bearer) problems.push(`${where}: x-auth bearer and security bearerAuth disagree`);
      const apiKey = (op.security ?? []).some((req) => 'apiKeyAuth' in req);
      if ((op['x-auth'] === 'api-key') !== apiKey) problems.push(`${where}: x-auth api-key and security apiKeyAuth disagree`);
      const sendsVerifyCode = (op.parameters ?? []).some((param) => param.$ref === '#/components/parameters/VerifyCode');
      if (sendsVerifyCode !== op['x-verify-code']) {
        problems.push(`${where}: x-verify-code and the VerifyCode header parameter disagree`);
      }
      if (op.operationId) seen.set(op.operationId, where);
    }
  }
  return { problems, operationIds: seen };
}

const files = readdirSync(openapiDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort();
if (files.length === 0) {
  console.error('lint-openapi: no openapi/*.yaml found');
  process.exit(1);
}

let errors = 0;
let warnings = 0;
const allIds = new Map();
for (const name of files) {
  const file = join(openapiDir, name);
  const shown = relative(workspaceRoot, file);
  const results = await lint({ ref: file, config });
  const totals = getTotals(results);
  errors += totals.errors;
  warnings += totals.warnings;
  if (results.length > 0) formatProblems(results, { format: 'codeframe', totals, version: '1.34', color: false });

  const doc = parseYaml(readFileSync(file, 'utf8'));
  if (doc?.openapi !== '3.1.0') {
    console.error(`${shown}: must be an OpenAPI 3.1.0 document`);
    errors += 1;
  }
  const { problems, operationIds } = projectProblems(shown, doc ?? {});
  for (const problem of problems) console.error(`${shown}: error: ${problem}`);
  errors += problems.length;
  for (const [id, where] of operationIds) {
    const other = allIds.get(id);
    if (other) {
      console.error(`${shown}: error: operationId ${id} (${where}) is also used by ${other}`);
      errors += 1;
    } else {
      allIds.set(id, `${shown} ${where}`);
    }
  }
  console.log(`${shown}: ${operationIds.size} operations, ${totals.errors} errors, ${totals.warnings} warnings`);
}

console.log(`lint-openapi: ${files.length} documents, ${allIds.size} operations, ${errors} errors, ${warnings} warnings`);
process.exit(errors > 0 ? 1 : 0);
