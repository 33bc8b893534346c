import { describe, expect, it } from 'vitest';
import { assertTemplate, fillTemplate } from './document-template';

const TEMPLATE = '<html lang="en">\n  <head>\n    <title>x</title>\n    <meta name="description" content="y" />\n  </head>\n  <body><div id="root"></div></body></html>';

describe('fillTemplate', () => {
  it('sets the language, replaces title and description, fills the root and adds the data after it', () => {
    const html = fillTemplate(TEMPLATE, { lang: 'zh-TW', headTags: '<title>新</title>', appHtml: '<p>$& $1 page</p>', hydrationScript: '<script type="application/json">{}</script>' });
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).not.toContain('<title>x</title>');
    expect(html).not.toContain('content="y"');
    expect(html).toContain('<title>新</title>\n  </head>');
    // Replacement patterns in page text stay literal.
    expect(html).toContain('<div id="root"><p>$& $1 page</p></div><script type="application/json">{}</script>');
  });

  it('refuses a template without the root element', () => {
    expect(() => assertTemplate('<html lang="en"><body></body></html>')).toThrow(/root/);
    expect(() => assertTemplate(TEMPLATE)).not.toThrow();
  });
});

describe('fillTemplate script priority', () => {
  it('gives the hydrating scripts low fetch priority, so the stylesheet comes first', () => {
    const template = '<html lang="en"><head><script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css"></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, { lang: 'en', headTags: '', appHtml: '', hydrationScript: '' });
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">');
    expect(html).toContain('<link rel="stylesheet" href="/c.css">');
  });
});
