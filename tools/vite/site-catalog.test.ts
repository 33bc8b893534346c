import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keepMessages, MAIN_CATALOG, messageIdsFor, shownBy } from './site-catalog';

const po = (locale: string) => readFileSync(new URL(`../../libs/i18n/src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
const id = (message: string) => generateMessageId(message);

describe('site catalogs: each site ships the messages it can show', () => {
  it('keeps library messages and the app\'s own, drops another app\'s', () => {
    expect(shownBy('web-mobile', ['libs/ui/src/lib/button.tsx'])).toBe(true);
    expect(shownBy('web-mobile', ['apps/web-mobile/src/main.tsx'])).toBe(true);
    expect(shownBy('web-mobile', ['apps/web-desktop/src/main.tsx'])).toBe(false);
    // Shared by an app and a library: the library may show it anywhere.
    expect(shownBy('web-mobile', ['apps/web-desktop/src/a.tsx', 'libs/community/src/b.tsx'])).toBe(true);
    // No origin known: kept rather than risk a missing text.
    expect(shownBy('web-desktop', [])).toBe(true);
  });

  it('reads the real catalog: desktop-only, mobile-only and shared messages go where they are shown', () => {
    const mobile = messageIdsFor('web-mobile', po('en'));
    const desktop = messageIdsFor('web-desktop', po('en'));
    const desktopOnly = id('Sales by period');
    const mobileOnly = id('20 big modules with 100 basic functions');
    const shared = id('{0, plural, one {# answer} other {# answers}}');
    expect([mobile.has(desktopOnly), mobile.has(mobileOnly), mobile.has(shared)]).toEqual([false, true, true]);
    expect([desktop.has(desktopOnly), desktop.has(mobileOnly), desktop.has(shared)]).toEqual([true, false, true]);
    // Every language's file keeps the same origins, so both sites get the same messages in each.
    expect(messageIdsFor('web-mobile', po('th'))).toEqual(mobile);
    // The mobile site needs well under the whole catalog (1,314 messages when this was written).
    const all = new Set([...mobile, ...desktop]);
    expect(mobile.size / all.size).toBeLessThan(0.7);
  });

  it('computes the ids Lingui compiles the catalog with', () => {
    // A key of the compiled catalog (seen in the built chunk) and its English source.
    expect(id('The shop you searched is not yet included in our data (ID: {id})')).toBe('++jbu3');
  });

  it('rewrites the compiled module to the kept messages only', () => {
    const compiled = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ a: ['A "quoted"'], b: ['B'], c: ['C $&'] }))});`;
    const out = keepMessages(compiled, new Set(['a', 'c']));
    const json = /JSON\.parse\((".*")\)/.exec(out)?.[1] ?? '""';
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({ a: ['A "quoted"'], c: ['C $&'] });
    expect(out.startsWith('/*eslint-disable*/export const messages=')).toBe(true);
  });

  it('fails the build when Lingui\'s output changes shape', () => {
    expect(() => keepMessages('export const messages = {"a":["A"]}', new Set(['a']))).toThrow(/site-catalog/);
  });

  it('applies to the main catalog only', () => {
    expect(MAIN_CATALOG.test('/w/libs/i18n/src/locales/zh/messages.po')).toBe(true);
    expect(MAIN_CATALOG.test('/w/libs/i18n/src/locales/zh/messages.po?lingui')).toBe(true);
    expect(MAIN_CATALOG.test('/w/libs/auth/src/agreements/locales/zh/agreements.po')).toBe(false);
  });
});
