// Friendly links, theme, messaging-app JS-API signature, mini-program URL scheme, dictionary entries and
// the user's plan, categories and customer service (demo answers, spec §7 "Other").
import { categoryListOf, policyOf, productOf } from '../identity/membership';
import { createHash, createHmac } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { LocaleCode } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { DEMO_CAMPAIGN_TITLE, DEMO_FRIENDLY_LINK_NAMES } from '../../db/seed/demo-site-texts';
import type { ServerDeps } from '../server-deps';
import { readerLocale } from './content-routes';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, bearerClaims, fail, intQuery, ok, okConstant } from './main-http';
import type { MainSchemas } from './main-types';

/** Demo key of the JS-API signature: a deterministic HMAC, never a real messaging-app ticket. */
export const DEMO_JSAPI_KEY = 'sealens-demo-jsapi-key';

const FRIENDLY_LINK_URLS = ['https://seller.shopee.example', 'https://college.sealens.example', 'https://freight.sealens.example'];

/** The footer's links, named in the reader's language. */
export function friendlyLinks(locale: LocaleCode): MainSchemas['FriendlyLink'][] {
  return FRIENDLY_LINK_URLS.map((url, i) => ({ name: DEMO_FRIENDLY_LINK_NAMES[i]?.[locale] ?? url, url, sort: i + 1 }));
}

/** The home's campaign; its title (the picture's text) in the reader's language. */
export function themeOf(locale: LocaleCode): MainSchemas['ThemeConfig'] {
  return {
    theme: 'default',
    primaryColor: '#ee4d2d',
    // showAddress 1: the home page (as for the front image windows).
    banners: [{ id: 'banner-1', title: DEMO_CAMPAIGN_TITLE[locale], imgUrl: '/demo/banner-1.png', link: '/pricing', showAddress: 1, sort: 1 }],
  };
}

export const DICTIONARY: Record<string, Omit<MainSchemas['DictionaryEntry'], 'dictionariesKey'>> = {
  customerServiceQrcode: { value: 'Demo customer service', imgUrl: '/demo/qr/customer-service.png', remark: 'Demo data' },
  headQrcode: { value: 'Demo header QR', imgUrl: '/demo/qr/head.png', remark: 'Demo data' },
  miniProgramQrcode: { value: 'Demo mini program', imgUrl: '/demo/qr/mini-program.png', remark: 'Demo data' },
  dataAppQrcode: { value: 'Demo data app', imgUrl: '/demo/qr/data-app.png', remark: 'Demo data' },
  servicePhone: { value: '400-000-0000', remark: 'Demo data: 10:00-12:00, 14:00-19:00' },
};

export const CUSTOMER_SERVICE: MainSchemas['CustomerServiceContact'] = {
  weChatUrl: '/demo/qr/customer-service.png',
  weChatUrl2: '/demo/qr/customer-service-2.png',
  nickName: 'Demo customer service',
};

function dictionaryAnswer(c: Context, key: string, fallbackKey?: string) {
  const entry = DICTIONARY[key] ?? (fallbackKey ? DICTIONARY[fallbackKey] : undefined);
  if (!key) return fail(c, CODE_BAD_REQUEST, 'dictionariesKey is required');
  if (!entry) return fail(c, CODE_NOT_FOUND, 'not found');
  const identity = intQuery(c, 'userIdentity');
  const imgUrl = entry.imgUrl && identity === 1 ? entry.imgUrl.replace(/\.png$/, '-member.png') : entry.imgUrl;
  return okConstant(c, { dictionariesKey: key, ...entry, ...(imgUrl ? { imgUrl } : {}) });
}

export function siteRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/link/getLinks', (c) => okConstant(c, friendlyLinks(readerLocale(c)), { byLanguage: true }));
  r.get('/theme/page/config', (c) => okConstant(c, themeOf(readerLocale(c)), { byLanguage: true }));

  r.get('/public/weChatJsapiSignaturePublic', (c) => {
    const appId = c.req.query('appId') ?? '';
    const jumpUrl = c.req.query('jumpUrl') ?? '';
    if (!appId || !jumpUrl) return fail(c, CODE_BAD_REQUEST, 'appId and jumpUrl are required');
    const timestamp = Math.floor(deps.now().getTime() / 1000);
    const nonceStr = createHash('sha256').update(`${appId}|${jumpUrl}|${timestamp}`).digest('hex').slice(0, 16);
    const url = jumpUrl.split('#')[0];
    const signature = createHmac('sha256', DEMO_JSAPI_KEY)
      .update(`jsapi_ticket=demo&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
      .digest('hex');
    return ok(c, { appId, timestamp, nonceStr, signature });
  });

  r.get('/public/mini/urlScheme', (c) => {
    const path = c.req.query('path') ?? '';
    const query = c.req.query('query') ?? '';
    const ticket = createHash('sha256').update(`${path}?${query}`).digest('hex').slice(0, 12);
    const expireTime = Math.floor(deps.now().getTime() / 1000) + 30 * 86_400;
    return ok(c, { openlink: `weixin://dl/business/?t=demo${ticket}`, expireTime });
  });

  r.get('/dictionary/entry', (c) => dictionaryAnswer(c, c.req.query('dictionariesKey') ?? ''));
  r.get('/public/dictionary/entry', (c) => dictionaryAnswer(c, c.req.query('dictionariesKey') ?? ''));
  r.get('/dictionary/customerServiceQrcode', (c) => dictionaryAnswer(c, c.req.query('dictionariesKey') ?? '', 'customerServiceQrcode'));
  r.get('/dictionary/headQrcode', (c) => dictionaryAnswer(c, c.req.query('dictionariesKey') ?? '', 'headQrcode'));

  // The member's own plan and purchases (identity tables); a visitor gets the defaults.
  r.post('/user/productAndPolicy', async (c) => {
    const userId = Number((await bearerClaims(c, deps))?.sub);
    if (!Number.isSafeInteger(userId)) return ok(c, { policy: { isFilterAbnormal: 0 as const, passwordStatus: 0, promoteType: 0 } });
    const product = await productOf(deps.db, userId);
    const policy = await policyOf(deps.db, userId);
    return ok(c, product ? { product, policy } : { policy });
  });

  r.post('/user/categoryList', async (c) => {
    const userId = Number((await bearerClaims(c, deps))?.sub);
    return ok(c, await categoryListOf(deps.db, Number.isSafeInteger(userId) ? userId : null));
  });

  r.get('/customer-service/matched', (c) => ok(c, CUSTOMER_SERVICE));

  return r;
}
