import { parseYaml } from '@redocly/openapi-core';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH_RULES, authRuleFor, DEFAULT_AUTH_RULE, type ApiBase, type AuthMode } from './auth-rules';

const BASES: ApiBase[] = ['identity', 'distribution', 'payment', 'promote', 'report', 'main', 'workbench'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const X_AUTH: Record<string, AuthMode> = { none: 'none', bearer: 'bearer', 'api-key': 'apiKey' };

/** Operations of openapi/<base>.yaml with their x-auth / x-verify-code, or null if the file is absent. */
function contractOf(base: ApiBase) {
  const file = fileURLToPath(new URL(`../../../openapi/${base}.yaml`, import.meta.url));
  if (!existsSync(file)) return null;
  const doc = parseYaml(readFileSync(file, 'utf8')) as {
    paths?: Record<string, Record<string, { 'x-auth'?: string; 'x-verify-code'?: boolean }>>;
  };
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      auth: item[method]?.['x-auth'],
      verifyCode: item[method]?.['x-verify-code'],
    })),
  );
}

describe('auth rules table (spec §6, §7)', () => {
  it('gives a bearer token only to upload, Q&A add/update, publish record, reply and article like', () => {
    const bearer = BASES.flatMap((base) =>
      Object.entries(AUTH_RULES[base])
        .filter(([, rule]) => rule.auth === 'bearer')
        .map(([key]) => `${base} ${key}`),
    );
    expect(bearer.sort()).toEqual(
      [
        'main POST /file/imgeUpload',
        'main POST /file/imageUploadNoResize',
        'main POST /qa/question/save',
        'main GET /qa/publishRecord',
        'main POST /qa/reply',
        'main POST /article/likeOrCancel',
      ].sort(),
    );
  });

  it('gives the API key only to removing a question or a reply', () => {
    const apiKey = BASES.flatMap((base) =>
      Object.entries(AUTH_RULES[base])
        .filter(([, rule]) => rule.auth === 'apiKey')
        .map(([key]) => `${base} ${key}`),
    );
    expect(apiKey).toEqual(['main POST /qa/question/remove', 'main POST /qa/reply/remove']);
  });

  it('sends login, registration, reset and QR creation without authorization', () => {
    for (const path of [
      '/user/loginQbt3AccountPc',
      '/user/loginQbt3AccountV2',
      '/user/registerUserV2',
      '/user/createUserAndBindWxV2',
      '/public/resetPassword',
      '/wechat/createLoginQrcode',
    ]) {
      expect(authRuleFor('identity', 'post', path).auth).toBe('none');
    }
  });

  it('switches the verify-code header off where spec §7 says so', () => {
    expect(authRuleFor('identity', 'POST', '/public/sendMessageV2').verifyCode).toBe(false);
    expect(authRuleFor('identity', 'POST', '/public/sendMessageV3').verifyCode).toBe(false);
    expect(authRuleFor('main', 'GET', '/public/weChatJsapiSignaturePublic').verifyCode).toBe(false);
    expect(authRuleFor('distribution', 'GET', '/privateAreaChannel/loginUserChannel').verifyCode).toBe(false);
  });

  it('falls back to the default rule', () => {
    expect(DEFAULT_AUTH_RULE).toEqual({ auth: 'none', verifyCode: true });
    expect(authRuleFor('main', 'GET', '/theme/page/config')).toBe(DEFAULT_AUTH_RULE);
  });

  describe.each(BASES)('mirrors x-auth / x-verify-code of openapi/%s.yaml', (base) => {
    const contract = contractOf(base);

    it.skipIf(contract === null)('for every operation of the contract', () => {
      expect(contract?.length).toBeGreaterThan(0);
      for (const op of contract ?? []) {
        expect({ op: op.key, ...authRuleFor(base, op.method, op.path) }).toEqual({
          op: op.key,
          auth: X_AUTH[op.auth ?? 'none'],
          verifyCode: op.verifyCode ?? true,
        });
      }
    });

    it.skipIf(contract === null)('with no row for an operation the contract lacks', () => {
      const keys = new Set(contract?.map((op) => op.key));
      for (const key of Object.keys(AUTH_RULES[base])) expect(keys, `${base} ${key}`).toContain(key);
    });
  });
});
