import { describe, expect, it } from 'vitest';
import { marketLookupId, parseMarketLink } from './market-link';
import { SITE_CODES, SITE_DOMAINS, siteOfHost, type SiteCode } from './sites';

const HOSTS: [SiteCode, string][] = [
  ['BR', 'shopee.com.br'],
  ['ID', 'shopee.co.id'],
  ['MY', 'shopee.com.my'],
  ['MX', 'shopee.com.mx'],
  ['PH', 'shopee.ph'],
  ['SG', 'shopee.sg'],
  ['TW', 'shopee.tw'],
  ['TH', 'shopee.co.th'],
  ['VN', 'shopee.vn'],
];

describe('site hosts', () => {
  it('has one marketplace host for each of the 9 sites', () => {
    expect(HOSTS.map(([site]) => site)).toEqual([...SITE_CODES]);
    for (const [site, host] of HOSTS) expect(SITE_DOMAINS[site]).toBe(host);
  });

  it('ignores www., m. and letter case, and knows no other host', () => {
    expect(siteOfHost('WWW.Shopee.VN')).toBe('VN');
    expect(siteOfHost('m.shopee.co.th')).toBe('TH');
    expect(siteOfHost('shopee.cn')).toBeUndefined();
    expect(siteOfHost('evilshopee.vn')).toBeUndefined();
    expect(siteOfHost('shopee.vn.example.com')).toBeUndefined();
  });
});

describe.each(HOSTS)('links of site %s (%s)', (site, host) => {
  it.each([
    [`https://${host}/Some-Title-i.123.456`],
    [`https://${host}/Some-Title-i.123.456?sp_atk=abc&xptdk=def#reviews`],
    [`http://www.${host}/Some-Title-i.123.456/`],
    [`${host}/Some-Title-i.123.456`],
    [`https://${host}/%E0%B8%81%E0%B8%A3%E0%B8%B0-i.123.456`],
    [`https://${host}/product/123/456`],
    [`https://${host}/product/123/456/?smtt=0.0.9`],
    [`  https://m.${host}/product/123/456\n`],
  ])('reads %s as product 456 of shop 123', (input) => {
    expect(parseMarketLink(input)).toEqual({ kind: 'product', site, shopId: '123', productId: '456' });
  });

  it.each([[`https://${host}/shop/789`], [`https://${host}/shop/789/`], [`https://${host}/shop/789/search?page=2`], [`${host}/shop/789`]])(
    'reads %s as shop 789',
    (input) => {
      expect(parseMarketLink(input)).toEqual({ kind: 'shop', site, shopId: '789' });
    },
  );

  it.each([
    [`https://${host}/some_username`],
    [`https://${host}/`],
    [`https://${host}/search?keyword=mug`],
    [`https://${host}/product/123`],
    [`https://${host}/shop/abc`],
    [`https://${host}/Title-i.123`],
    [`ftp://${host}/product/123/456`],
  ])('does not read %s', (input) => {
    expect(parseMarketLink(input)).toBeNull();
  });
});

describe('parseMarketLink', () => {
  it.each([
    ['123456', '123456'],
    ['  987654321012  ', '987654321012'],
    ['0', '0'],
  ])('reads the bare id %j', (input, id) => {
    expect(parseMarketLink(input)).toEqual({ kind: 'id', id });
  });

  it('keeps ids beyond the exact range of a double as written', () => {
    expect(parseMarketLink('https://shopee.vn/product/90071992547409931/90071992547409933')).toMatchObject({
      shopId: '90071992547409931',
      productId: '90071992547409933',
    });
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['hello'],
    ['12 34'],
    ['12.5'],
    ['-123'],
    ['123456789012345678901'],
    ['https://example.com/Some-Title-i.123.456'],
    ['https://shopee.cn/product/1/2'],
    ['https://shopee.vn.evil.com/product/1/2'],
    ['https://shopee.vn/product/1/2 and more'],
    ['javascript:alert(1)'],
    ['https://'],
    ['https://shopee.vn/%E0%A4%A'],
  ])('returns null for %j', (input) => {
    expect(parseMarketLink(input)).toBeNull();
  });
});

describe('marketLookupId', () => {
  it('gives the product id for a goods lookup and the shop id for a shop lookup', () => {
    const link = 'https://shopee.com.br/Caneca-i.11.22';
    expect(marketLookupId(link, 'product')).toEqual({ id: '22', site: 'BR' });
    expect(marketLookupId(link, 'shop')).toEqual({ id: '11', site: 'BR' });
  });

  it('refuses a shop link for a goods lookup, takes it for a shop lookup', () => {
    expect(marketLookupId('https://shopee.tw/shop/5', 'product')).toBeNull();
    expect(marketLookupId('https://shopee.tw/shop/5', 'shop')).toEqual({ id: '5', site: 'TW' });
  });

  it('takes a bare id for either, without a site', () => {
    expect(marketLookupId(' 42 ', 'product')).toEqual({ id: '42' });
    expect(marketLookupId('42', 'shop')).toEqual({ id: '42' });
    expect(marketLookupId('nope', 'shop')).toBeNull();
  });
});
