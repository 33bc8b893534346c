import { describe, expect, it } from 'vitest';
import { AUTH_RULES, authRuleFor } from './auth-rules';

describe('auth rules table (spec §6, §7)', () => {
  it('gives a bearer token only to upload, Q&A add/update, publish record, reply and article like', () => {
    const bearer = Object.entries(AUTH_RULES)
      .filter(([, rule]) => rule.auth === 'bearer')
      .map(([key]) => key)
      .sort();
    expect(bearer).toEqual(
      [
        'POST /file/imgeUpload',
        'POST /file/imageUploadNoResize',
        'POST /qa/question/addOrUpdate',
        'POST /qa/question/publishRecord',
        'POST /qa/reply/add',
        'POST /article/likeOrCancel',
      ].sort(),
    );
  });

  it('gives the API key only to removing a question or a reply', () => {
    const apiKey = Object.entries(AUTH_RULES)
      .filter(([, rule]) => rule.auth === 'apiKey')
      .map(([key]) => key);
    expect(apiKey).toEqual(['POST /qa/question/remove', 'POST /qa/reply/remove']);
  });

  it('sends login, registration, reset and QR creation anonymously', () => {
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

  it('falls back to the default of the base', () => {
    expect(authRuleFor('main', 'GET', '/theme/page/config')).toEqual({ auth: 'cookie', verifyCode: true });
    expect(authRuleFor('identity', 'GET', '/user/hasUserByMobile')).toEqual({ auth: 'cookie', verifyCode: false });
  });
});
