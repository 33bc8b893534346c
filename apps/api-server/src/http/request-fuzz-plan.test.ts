// The request fuzz's plan (request-fuzz-walk.ts), without sending anything: it covers every operation
// of openapi/, its FUZZ_PARTS parts (one test file each) hold each operation exactly once and about as
// many requests each, and no part's file is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { loadContracts } from '../contract/contract-validator';
import { REQUEST_RULES } from '../generated/request-rules';
import { FUZZ_PARTS, fuzzCases, fuzzParts, hostileCases } from './request-fuzz-walk';

describe('the request fuzz plan (issues #10, #25, 28)', () => {
  it('covers every operation of openapi/', () => {
    expect(REQUEST_RULES.length).toBe(loadContracts().operations.length);
  });

  it('deals every operation into exactly one part, the parts within a fifth of each other in requests', () => {
    const parts = fuzzParts(REQUEST_RULES, FUZZ_PARTS);
    expect(parts).toHaveLength(FUZZ_PARTS);
    const dealt = parts.flat().map((r) => r.operationId);
    expect(new Set(dealt).size).toBe(dealt.length);
    expect([...dealt].sort()).toEqual(REQUEST_RULES.map((r) => r.operationId).sort());
    const requests = parts.map((part) => part.reduce((sum, r) => sum + fuzzCases(r).length + hostileCases(r).length, 0));
    expect(Math.max(...requests)).toBeLessThanOrEqual(Math.min(...requests) * 1.2);
    // The walk's size as before the split: over 1,000 malformed-value requests, over 500 hostile ones.
    expect(REQUEST_RULES.flatMap(fuzzCases).length).toBeGreaterThan(1000);
    expect(REQUEST_RULES.flatMap(hostileCases).length).toBeGreaterThan(500);
  });

  it('has one test file for each part, walking that part', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(dir).filter((f) => /^request-fuzz-part-\d+\.test\.ts$/.test(f)).sort();
    expect(files).toEqual(Array.from({ length: FUZZ_PARTS }, (_, i) => `request-fuzz-part-${i + 1}.test.ts`).sort());
    for (const [i, file] of files.entries()) {
      const part = Number(/(\d+)/.exec(file)?.[1]);
      expect(readFileSync(`${dir}/${file}`, 'utf8'), file).toContain(`describeRequestFuzz(${part});`);
      expect(part).toBeGreaterThan(0);
      expect(i).toBeLessThan(FUZZ_PARTS);
    }
  });

  it('sends the guard-refused values once and the values it lets through once per entity too', () => {
    const withEntities = REQUEST_RULES.find((r) => (r.query['entity']?.enum ?? []).length > 1);
    if (!withEntities) throw new Error('no operation of openapi/ takes several entities');
    const cases = fuzzCases(withEntities);
    expect(cases.some((c) => c.guardRefuses)).toBe(true);
    const entityUrls = cases.filter((c) => /[?&]entity=[^&]+&/.test(c.url));
    expect(entityUrls.length).toBeGreaterThan(0);
    expect(entityUrls.every((c) => !c.guardRefuses)).toBe(true);
    expect(cases.filter((c) => c.signedIn)).toHaveLength(cases.length / 2);
  });
});
