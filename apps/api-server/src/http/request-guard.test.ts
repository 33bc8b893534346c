// Issue #10 item 6: the values that gave HTTP 500 and a SQL dump, each answered with the envelope's
// parameter error before any handler runs; and the guard's rules one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from '../api/main/main-test-harness';
import { ID, openTestApp, type TestApp } from '../api/identity/test-app';
import { BODY_MAX_DEPTH, INT32_MAX, INT32_MIN, PARAMETER_ERROR_CODE, bodyFieldProblem, jsonValueProblem, textValueProblem } from './request-guard';

let h: MainHarness;
let t: TestApp;
beforeAll(async () => {
  [h, t] = await Promise.all([openMainHarness(), openTestApp({ seed: true })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([h.close(), t.close()]);
});

describe('request guard on the real app (issue #10 item 6)', () => {
  it.each([
    ['/api/article/list?pageNum=99999999999999999999', 'pageNum'],
    ['/api/qa/question/list?pageNum=99999999999999999999', 'pageNum'],
    ['/api/home/goodsRanking?typeId=2147483648', 'typeId'],
    ['/api/home/industryHotSalesTypes?pId=2147483648', 'pId'],
    ['/api/goods/lookup?keyword=abc%00def', 'keyword'],
    ['/api/mall/lookup?keyword=%00', 'keyword'],
    ['/api/home/brandRanking?salesOrGmv=3', 'salesOrGmv'],
  ])('%s answers the parameter error naming %s, never its value', async (url, name) => {
    const { status, body } = await h.call('GET', url);
    expect(status).toBe(200);
    expect(body.code).toBe(PARAMETER_ERROR_CODE);
    expect(body.message).toContain(name);
    expect(body.message).not.toMatch(/99999|2147483648|abc/);
  });

  it('a NUL in a JSON string of a login, and a 16 KB account, are parameter errors (not a database error)', async () => {
    const login = (data: Record<string, string>) =>
      t.call('POST', `${ID}/user/loginQbt3AccountPc`, { body: { appName: 'sealens', action: 'account_password', data: { ...data, tenantId: 1 } } });
    const nul = await login({ account: 'demo\u0000', password: 'demo1234' });
    expect(nul.body.code).toBe(PARAMETER_ERROR_CODE);
    const huge = await login({ account: '1'.repeat(16_384), password: 'demo1234' });
    expect(huge.body).toMatchObject({ code: PARAMETER_ERROR_CODE, message: 'invalid parameter: account is too long' });
    // The login data's own caps (spec §5: passwords at most 32), checked before any password hash.
    expect((await login({ account: '13900000001', password: 'a1'.repeat(17) })).body).toMatchObject({ code: PARAMETER_ERROR_CODE, message: 'invalid parameter: password is too long' });
  });

  it('broken JSON and deep nesting are parameter errors', async () => {
    const broken = await h.app.request('/api/qa/question/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title": ' });
    expect(broken.status).toBe(200);
    expect(await broken.json()).toEqual({ code: PARAMETER_ERROR_CODE, message: 'invalid parameter: body is not valid JSON' });
    let deep: unknown = 1;
    for (let i = 0; i <= BODY_MAX_DEPTH + 1; i += 1) deep = [deep];
    const nested = await h.call('POST', '/api/lottery/draw', { json: { actId: deep } });
    expect(nested.body.code).toBe(PARAMETER_ERROR_CODE);
  });
});

describe('request guard rules', () => {
  it('integers: digits only, inside PostgreSQL integer unless the contract narrows it', () => {
    const int = { type: 'integer' } as const;
    expect(textValueProblem(String(INT32_MAX), int)).toBeNull();
    expect(textValueProblem(String(INT32_MIN), int)).toBeNull();
    expect(textValueProblem(String(INT32_MAX + 1), int)).toBe('is out of range');
    expect(textValueProblem('1.5', int)).toBe('must be an integer');
    expect(textValueProblem('1e3', int)).toBe('must be an integer');
    expect(textValueProblem('0', { type: 'integer', minimum: 1 })).toBe('is out of range');
    expect(textValueProblem('101', { type: 'integer', maximum: 100 })).toBe('is out of range');
    expect(textValueProblem('3', { type: 'integer', enum: [1, 2] })).toBe('is not one of the allowed values');
  });

  it('text: no control characters, a length cap, tab and new lines allowed', () => {
    expect(textValueProblem('a\u0000b', undefined)).toBe('contains a control character');
    expect(textValueProblem('a\u001fb', { type: 'string' })).toBe('contains a control character');
    expect(textValueProblem('line\nnext\ttab', { type: 'string' })).toBeNull();
    expect(textValueProblem('x'.repeat(2049), undefined)).toBe('is too long');
    expect(textValueProblem('x'.repeat(12), { type: 'string', maxLength: 11 })).toBe('is too long');
  });

  it('JSON: NUL anywhere (keys too), nesting depth', () => {
    expect(jsonValueProblem({ a: [{ b: 'x\u0000' }] })).toBe('contains a NUL character');
    expect(jsonValueProblem({ ['k\u0000']: 1 })).toBe('contains a NUL character');
    let deep: unknown = 1;
    for (let i = 0; i < BODY_MAX_DEPTH; i += 1) deep = [deep];
    expect(jsonValueProblem(deep)).toBeNull();
    expect(jsonValueProblem([deep])).toBe('is nested too deeply');
  });

  it('body fields: documented types, numeric strings accepted for numbers', () => {
    expect(bodyFieldProblem('12', { type: 'integer' })).toBeNull();
    expect(bodyFieldProblem('x', { type: 'integer' })).toBe('must be an integer');
    expect(bodyFieldProblem({}, { type: 'string' })).toBe('must be a string');
    expect(bodyFieldProblem(7, { type: 'string' })).toBeNull();
    expect(bodyFieldProblem(undefined, { type: 'string' })).toBeNull();
  });
});
