// The contract validator itself: answers are held to their documents, inline and by $ref, the same on
// every call (it parses each document and compiles each response schema once).
import { describe, expect, it } from 'vitest';

import { loadContracts } from './contract-validator';

const contracts = loadContracts();

describe('the contract validator', () => {
  const ranking = contracts.find('GET', '/api/workbench/ranking');

  it('finds an operation by method and concrete path', () => {
    expect(ranking?.operationId).toBe('getRanking');
    expect(contracts.find('POST', '/api/workbench/ranking')).toBeUndefined();
  });

  it('refuses a body that breaks an inline schema, on every call, and accepts one that keeps it', () => {
    if (!ranking) throw new Error('getRanking is not in the contract');
    for (let call = 0; call < 3; call++) {
      expect(contracts.validate(ranking, 200, { code: 'two hundred' }).length).toBeGreaterThan(0);
      expect(contracts.validate(ranking, 200, { code: 200, payload: 'not a page' }).join()).toMatch(/payload/);
    }
  });

  it('holds an answer to a response given by $ref (the 400 envelope)', () => {
    if (!ranking) throw new Error('getRanking is not in the contract');
    for (let call = 0; call < 3; call++) {
      expect(contracts.validate(ranking, 400, { code: 400, message: 'invalid parameter: site' })).toEqual([]);
      expect(contracts.validate(ranking, 400, { code: '400', message: 7 }).length).toBeGreaterThan(0);
    }
  });

  it('names a status the operation does not document', () => {
    if (!ranking) throw new Error('getRanking is not in the contract');
    expect(contracts.validate(ranking, 418, {})).toEqual(['getRanking: status 418 is not documented']);
  });
});
