import { describe, expect, it } from 'vitest';
import type { ApiBase } from '../auth-rules';
import { recordingFetch, testClient } from '../testing/fake-fetch';
import { createAuthHeadersMiddleware } from './auth-headers';

function setup(base: ApiBase, token: string | null = 'tok-123') {
  const fetch = recordingFetch();
  const client = testClient(fetch, createAuthHeadersMiddleware({ base, getToken: () => token, apiKey: 'fixed-key' }));
  return { fetch, client, last: () => fetch.requests.at(-1) as Request };
}

describe('auth headers middleware', () => {
  it.each([
    ['POST', '/file/imgeUpload'],
    ['POST', '/file/imageUploadNoResize'],
    ['POST', '/qa/question/save'],
    ['GET', '/qa/publishRecord'],
    ['POST', '/qa/reply'],
    ['POST', '/article/likeOrCancel'],
  ] as const)(
    'sends Bearer token and the control header on %s %s',
    async (method, path) => {
      const { client, last } = setup('main');
      await client.request(method.toLowerCase() as 'get' | 'post', path, method === 'POST' ? { body: {} } : {});
      expect(last().headers.get('authorization')).toBe('Bearer tok-123');
      expect(last().headers.get('x-client-control')).toBe('1');
      expect(last().headers.has('x-api-key')).toBe(false);
    },
  );

  it('keeps the form-data body of an upload intact', async () => {
    const { client, last } = setup('main');
    const form = new FormData();
    form.append('file', new Blob(['png']), 'a.png');
    await client.POST('/file/imgeUpload', { body: form, bodySerializer: (body: unknown) => body });
    expect(last().headers.get('authorization')).toBe('Bearer tok-123');
    expect((await last().formData()).get('file')).toBeInstanceOf(Blob);
  });

  it('sends no bearer header when there is no token', async () => {
    const { client, last } = setup('main', null);
    await client.POST('/file/imgeUpload', { body: {} });
    expect(last().headers.has('authorization')).toBe(false);
  });

  it('sends no Authorization on any other call', async () => {
    const { client, last } = setup('main');
    await client.GET('/theme/page/config');
    expect(last().headers.has('authorization')).toBe(false);
    expect(last().headers.has('x-client-control')).toBe(false);
  });

  it.each(['/qa/question/remove', '/qa/reply/remove'])('sends the fixed API key on POST %s', async (path) => {
    const { client, last } = setup('main');
    await client.POST(path, { body: {} });
    expect(last().headers.get('x-api-key')).toBe('fixed-key');
    expect(last().headers.has('authorization')).toBe(false);
  });

  it.each(['/user/loginQbt3AccountPc', '/user/registerUserV2', '/public/resetPassword', '/wechat/createLoginQrcode'])(
    'strips Authorization from POST %s even when a caller adds one',
    async (path) => {
      const { client, last } = setup('identity');
      await client.POST(path, { body: {}, headers: { Authorization: 'Bearer leaked' } });
      expect(last().headers.has('authorization')).toBe(false);
    },
  );

  it('sends the verify-code header on flagged calls', async () => {
    const { client, last } = setup('main');
    await client.GET('/theme/page/config');
    expect(last().headers.get('x-verify-code')).toBe('1');
  });

  it('lets a call switch the verify-code header off', async () => {
    const { client, last } = setup('main');
    await client.GET('/theme/page/config', { verifyCode: false });
    expect(last().headers.has('x-verify-code')).toBe(false);
  });

  it('leaves it off where the table says so', async () => {
    const { client, last } = setup('distribution');
    await client.GET('/privateAreaChannel/loginUserChannel');
    expect(last().headers.has('x-verify-code')).toBe(false);
    const identity = setup('identity');
    await identity.client.POST('/public/sendMessageV2', { body: {} });
    expect(identity.last().headers.has('x-verify-code')).toBe(false);
  });
});
