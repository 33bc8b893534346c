import { describe, expect, it } from 'vitest';
import { ApiResponseShapeError } from '../api-errors';
import { parseResponse } from '../parse-response';
import { categoryListAnswerSchema } from './category-list';
import { envelopeSchema, envelopeWith } from './envelope';
import { loginAnswerSchema } from './login';
import { productPolicyAnswerSchema } from './product-policy';
import { qrcodeAnswerSchema } from './qrcode';
import { accessTokenAnswerSchema, userInfoAnswerSchema } from './user-info';
import * as v from 'valibot';

const shapeError = (fn: () => unknown) => expect(fn).toThrow(ApiResponseShapeError);

describe('envelope', () => {
  it('accepts { code, message, payload? } and a numeric-string code', () => {
    expect(parseResponse(envelopeSchema, { code: '200', message: 'ok' })).toEqual({ code: 200, message: 'ok' });
    expect(parseResponse(envelopeSchema, { code: 30001, message: null })).toEqual({ code: 30001, message: '' });
  });

  it('keeps unknown fields and rejects a missing code', () => {
    expect(parseResponse(envelopeSchema, { code: 200, message: '', extra: 1 })).toMatchObject({ extra: 1 });
    shapeError(() => parseResponse(envelopeSchema, { message: 'x' }));
  });

  it('types the payload and treats null as absent', () => {
    const schema = envelopeWith(v.object({ id: v.number() }));
    expect(parseResponse(schema, { code: 200, message: '', payload: { id: 1 } }).payload).toEqual({ id: 1 });
    expect(parseResponse(schema, { code: 500, message: 'x', payload: null }).payload).toBeUndefined();
    shapeError(() => parseResponse(schema, { code: 200, message: '', payload: { id: 'x' } }));
  });
});

describe('login answer', () => {
  const good = {
    code: 200,
    message: 'success',
    payload: {
      mainAccount: { account: '13800000000', displayName: 'Main', nickName: 'nick', headImg: 'https://x/a.png' },
      subAccount: [{ account: 'sub-1', displayName: null }],
      loginCredential: 'cred',
      newSubscriber: false,
      distinctId: 12345,
      riskEndTime: '2026-01-01 00:00:00',
      isUpgrade: false,
      userWasExist: true,
      userWxIsBind: false,
    },
  };

  it('accepts a full login response', () => {
    const out = parseResponse(loginAnswerSchema, good);
    expect(out.payload?.mainAccount?.account).toBe('13800000000');
    expect(out.payload?.subAccount).toHaveLength(1);
    expect(out.payload?.subAccount[0]?.displayName).toBeUndefined();
    expect(out.payload?.distinctId).toBe('12345');
  });

  it('is lenient on optional fields (a risk code carries only some)', () => {
    const out = parseResponse(loginAnswerSchema, { code: 90002, message: 'frozen', payload: { riskEndTime: '2026-01-01 00:00:00' } });
    expect(out.payload?.subAccount).toEqual([]);
    expect(parseResponse(loginAnswerSchema, { code: 10099, message: 'verify' }).payload).toBeUndefined();
  });

  it('rejects a main account without account, or a sub-account list that is not a list', () => {
    shapeError(() => parseResponse(loginAnswerSchema, { ...good, payload: { mainAccount: { nickName: 'x' } } }));
    shapeError(() => parseResponse(loginAnswerSchema, { ...good, payload: { subAccount: 'x' } }));
  });
});

describe('access token and user info', () => {
  it('requires a non-empty accessToken', () => {
    const out = parseResponse(accessTokenAnswerSchema, {
      code: 200,
      message: '',
      payload: { accessToken: 'jwt', user: { userId: 7, account: '138', tags: null } },
    });
    expect(out.payload?.accessToken).toBe('jwt');
    expect(out.payload?.user).toMatchObject({ userId: '7', tags: [] });
    shapeError(() => parseResponse(accessTokenAnswerSchema, { code: 200, message: '', payload: { accessToken: '' } }));
    shapeError(() => parseResponse(accessTokenAnswerSchema, { code: 200, message: '', payload: {} }));
  });

  it('accepts user info and rejects a user without id', () => {
    const info = { accessToken: 'jwt', user: { userId: 'u1', account: '138', passwordStatus: '1' }, channelUserInfo: { wxIsBind: true } };
    expect(parseResponse(userInfoAnswerSchema, { code: 200, message: '', payload: info }).payload?.user?.passwordStatus).toBe(1);
    shapeError(() => parseResponse(userInfoAnswerSchema, { code: 200, message: '', payload: { user: { account: '138' } } }));
  });
});

describe('QR creation', () => {
  it('reads playdata.ticket and playdata.sceneId', () => {
    const out = parseResponse(qrcodeAnswerSchema, { code: 200, message: '', playdata: { ticket: 'T', sceneId: 42 } });
    expect(out.playdata).toEqual({ ticket: 'T', sceneId: '42' });
  });

  it('rejects a playdata without ticket', () => {
    shapeError(() => parseResponse(qrcodeAnswerSchema, { code: 200, message: '', playdata: { sceneId: '1' } }));
  });
});

describe('category list', () => {
  it('reads categorys, bindableNum, buyNum and canNextBind', () => {
    const out = parseResponse(categoryListAnswerSchema, {
      code: 200,
      message: '',
      payload: { categorys: [{ typeId: '99997', name: 'home living', buyStatus: 1 }], bindableNum: 2, buyNum: '1', canNextBind: true },
    });
    expect(out.payload).toMatchObject({ bindableNum: 2, buyNum: 1, canNextBind: true });
    expect(out.payload?.categorys[0]).toMatchObject({ typeId: 99997, buyStatus: 1 });
  });

  it('reads a missing list as empty and rejects a category without typeId', () => {
    expect(parseResponse(categoryListAnswerSchema, { code: 200, message: '', payload: {} }).payload?.categorys).toEqual([]);
    shapeError(() =>
      parseResponse(categoryListAnswerSchema, { code: 200, message: '', payload: { categorys: [{ name: 'x' }] } }),
    );
  });
});

describe('product and policy', () => {
  it('reads maturityTime and bonus.endTime', () => {
    const out = parseResponse(productPolicyAnswerSchema, {
      code: 200,
      message: '',
      payload: {
        product: { planId: 12, maturityTime: '2026-12-31 23:59:59', bonus: { endTime: '2027-01-07 23:59:59' } },
        policy: { passwordStatus: 1 },
      },
    });
    expect(out.payload?.policy).toEqual({ isFilterAbnormal: 0, passwordStatus: 1 });
    expect(out.payload?.product?.maturityTime).toBe('2026-12-31 23:59:59');
    expect(out.payload?.product?.bonus?.endTime).toBe('2027-01-07 23:59:59');
  });

  it('rejects a maturityTime that is not YYYY-MM-DD HH:mm:ss', () => {
    shapeError(() =>
      parseResponse(productPolicyAnswerSchema, { code: 200, message: '', payload: { product: { maturityTime: 1767225599 } } }),
    );
  });
});
