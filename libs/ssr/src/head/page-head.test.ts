import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ogLocale, resolveHead, routeStatus } from './page-head';
import { escapeHtml, renderHeadTags } from './render-head';

const i18n = setupI18n();
const defaults = { title: 'Site', description: 'Site description' };

describe('page head', () => {
  it('lets the deepest route with a head win, keeping what it leaves out', () => {
    const head = resolveHead(
      [
        { params: {}, handle: { head: () => ({ title: 'Layout' }) } },
        { params: { id: '7' }, data: { name: 'Seven' }, handle: { head: ({ data, params }: { data: { name: string }; params: { id?: string } }) => ({ title: `${data.name} ${params.id}` }) } },
      ],
      i18n,
      '/x/7',
      defaults,
    );
    expect(head).toEqual({ title: 'Seven 7', description: 'Site description' });
    expect(resolveHead([{ params: {} }], i18n, '/', defaults)).toEqual(defaults);
  });

  it('takes the status of the deepest match that declares one', () => {
    expect(routeStatus([{ params: {}, handle: { status: 404 } }, { params: {} }])).toBe(404);
    expect(routeStatus([{ params: {} }])).toBeUndefined();
  });

  it('renders escaped tags with an absolute canonical URL and the Open Graph locale', () => {
    const tags = renderHeadTags({ title: 'A "quoted" <title>', description: 'd & e', noindex: true }, { origin: 'https://s.io', pathname: '/m/about', iso: 'zh-CN' });
    expect(tags).toContain('<title>A &#34;quoted&#34; &#60;title&#62;</title>');
    expect(tags).toContain('<meta name="description" content="d &#38; e" />');
    expect(tags).toContain('<link rel="canonical" href="https://s.io/m/about" />');
    expect(tags).toContain('<meta property="og:locale" content="zh_CN" />');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(ogLocale('en')).toBe('en');
    expect(escapeHtml(`<&>"'`)).toBe('&#60;&#38;&#62;&#34;&#39;');
  });
});
