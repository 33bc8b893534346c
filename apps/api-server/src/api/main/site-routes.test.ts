import { LOCALE_CODES } from '@sealens/domain';
import { demoAccountsSeeder } from '../../db/seed/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publicLifetime } from '../../static/in-process-api';
import { CONSTANT_ANSWER_CACHE } from './main-http';
import { openMainHarness, type MainHarness } from './main-test-harness';

const NON_LATIN: readonly string[] = ['zh', 'tw', 'th'];

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

describe('site settings', () => {
  it('friendly links and theme config answer demo values', async () => {
    const links = await h.call('GET', '/api/link/getLinks');
    expect(links.body.payload[0].name).toMatch(/^Demo link/);
    const theme = await h.call('GET', '/api/theme/page/config');
    expect(theme.body.payload.theme).toBe('default');
  });

  it("friendly links and the campaign title come in the reader's language, each of the seven its own (issue 27 item 10)", async () => {
    const seen = new Set<string>();
    for (const locale of LOCALE_CODES) {
      const headers = { Cookie: `i18n_redirected=${locale}` };
      const links = (await h.call('GET', '/api/link/getLinks', { headers })).body.payload as { name: string; url: string }[];
      const banner = (await h.call('GET', '/api/theme/page/config', { headers })).body.payload.banners[0];
      expect(links.map((l) => l.url)).toEqual(['https://seller.shopee.example', 'https://college.sealens.example', 'https://freight.sealens.example']);
      for (const text of [...links.map((l) => l.name), banner.title]) {
        expect(seen.has(text), `${locale}: ${text}`).toBe(false);
        seen.add(text);
        // In the languages not written in Latin letters, no Latin word is left (brand names aside).
        if (NON_LATIN.includes(locale)) expect(text.replace(/Shopee|SeaLens/g, ''), `${locale}: ${text}`).not.toMatch(/[A-Za-z]{3}/);
      }
    }
    // A Thai browser without the cookie reads Thai too.
    const th = await h.call('GET', '/api/link/getLinks', { headers: { 'Accept-Language': 'th-TH,th;q=0.9' } });
    expect(th.body.payload[0].name).toBe('ลิงก์ตัวอย่าง: ศูนย์ผู้ขาย Shopee');
  });

  it("declares the site's constants public, those in the reader's language varying by it, and never a failure (issue 28 item 1)", async () => {
    for (const url of ['/api/link/getLinks', '/api/theme/page/config']) {
      const res = await h.raw('GET', url);
      expect(res.headers.get('cache-control'), url).toBe(CONSTANT_ANSWER_CACHE);
      expect(res.headers.get('vary'), url).toMatch(/Accept-Language, Cookie/);
    }
    for (const url of ['/api/dictionary/customerServiceQrcode?dictionariesKey=customerServiceQrcode&userIdentity=0', '/api/app/versionUpdate']) {
      const res = await h.raw('GET', url);
      expect(res.headers.get('cache-control'), url).toBe(CONSTANT_ANSWER_CACHE);
      expect(res.headers.get('vary') ?? '', url).not.toMatch(/Language/);
    }
    // The page renderer keeps them as long as a visitor's page (in-process-api.ts).
    expect(publicLifetime(await h.raw('GET', '/api/link/getLinks'))).toBe(3600);
    const unknown = await h.raw('GET', '/api/dictionary/entry?dictionariesKey=nope');
    expect(unknown.headers.get('cache-control')).toBeNull();
    expect(publicLifetime(unknown)).toBe(0);
  });

  it('JS-API signature is a deterministic HMAC for the same page and time', async () => {
    const url = '/api/public/weChatJsapiSignaturePublic?appId=wx-demo&jumpUrl=' + encodeURIComponent('https://sealens.example/a#b');
    const a = await h.call('GET', url);
    const b = await h.call('GET', url);
    expect(a.body.payload).toEqual(b.body.payload);
    expect(a.body.payload.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.body.payload.timestamp).toBe(Math.floor(h.clock.now().getTime() / 1000));
    const missing = await h.call('GET', '/api/public/weChatJsapiSignaturePublic?appId=&jumpUrl=');
    expect(missing.body.code).toBe(400);
  });

  it('mini-program URL scheme answers an openlink', async () => {
    const { body } = await h.call('GET', '/api/public/mini/urlScheme?path=pages/index&query=a%3D1');
    expect(body.payload.openlink).toMatch(/^weixin:\/\//);
    expect(body.payload.expireTime).toBeGreaterThan(h.clock.now().getTime() / 1000);
  });

  it('dictionary entries answer in both variants, 404 for an unknown key', async () => {
    const entry = await h.call('GET', '/api/dictionary/entry?dictionariesKey=servicePhone');
    expect(entry.body.payload).toMatchObject({ dictionariesKey: 'servicePhone', value: '400-000-0000' });
    const pub = await h.call('GET', '/api/public/dictionary/entry?dictionariesKey=miniProgramQrcode&userIdentity=0');
    expect(pub.body.payload.imgUrl).toBe('/demo/qr/mini-program.png');
    const unknown = await h.call('GET', '/api/dictionary/entry?dictionariesKey=nope');
    expect(unknown.body.code).toBe(404);
  });

  it('customer-service and head QR codes answer an image', async () => {
    const cs = await h.call('GET', '/api/dictionary/customerServiceQrcode?dictionariesKey=customerServiceQrcode&userIdentity=1');
    expect(cs.body.payload.imgUrl).toBe('/demo/qr/customer-service-member.png');
    const head = await h.call('GET', '/api/dictionary/headQrcode?dictionariesKey=headQrcode');
    expect(head.body.payload.imgUrl).toBe('/demo/qr/head.png');
  });

  it('user product and policy, category list and matched customer service answer', async () => {
    const policy = await h.call('POST', '/api/user/productAndPolicy', { token: h.tokenFor('7') });
    expect(policy.body.payload.policy.isFilterAbnormal).toBe(0);
    const categories = await h.call('POST', '/api/user/categoryList');
    expect(categories.body.payload.categorys).toHaveLength(12);
    const cs = await h.call('GET', '/api/customer-service/matched');
    expect(cs.body.payload.weChatUrl).toBeTruthy();
  });

  it("answers a member's real plan and bought categories", async () => {
    await demoAccountsSeeder.seed(h.database.db);
    const member = await h.call('POST', '/api/user/productAndPolicy', { token: h.tokenFor('1000015', '13900000015') });
    expect(member.body.payload.product).toMatchObject({ planId: 15, maturityTime: '2099-12-31 23:59:59' });
    expect(member.body.payload.product.bonus.endTime).toMatch(/^2100-01-31 /);
    const categories = await h.call('POST', '/api/user/categoryList', { token: h.tokenFor('1000015', '13900000015') });
    expect(categories.body.payload).toMatchObject({ buyNum: 3, bindableNum: 12, canNextBind: true });
  });
});
