import { describe, expect, it } from 'vitest';

import { parseSitePath, resolveInside } from './site-path';

describe('parseSitePath', () => {
  it('decodes segments and joins them', () => {
    expect(parseSitePath('/assets/a%20b.js')).toEqual({ kind: 'file', relativePath: 'assets/a b.js', lastSegment: 'a b.js' });
    expect(parseSitePath('')).toEqual({ kind: 'file', relativePath: '', lastSegment: '' });
    expect(parseSitePath('//a///b/')).toEqual({ kind: 'file', relativePath: 'a/b', lastSegment: 'b' });
  });

  it.each(['/..', '/a/../b', '/..%2f..%2fetc/passwd', '/a%2Fb', '/a%5cb', '/a%00', '/%E0%A4%A', '/.'])('refuses %s', (path) => {
    expect(parseSitePath(path).kind).toBe('invalid');
  });

  it('hides dotfiles', () => {
    expect(parseSitePath('/.env').kind).toBe('hidden');
    expect(parseSitePath('/.git/config').kind).toBe('hidden');
  });
});

describe('resolveInside', () => {
  it('keeps results inside the root', () => {
    expect(resolveInside('/srv/site', 'assets/a.js')).toBe('/srv/site/assets/a.js');
    expect(resolveInside('/srv/site', '')).toBe('/srv/site');
    expect(resolveInside('/srv/site', '../etc/passwd')).toBeNull();
    expect(resolveInside('/srv/site', '/etc/passwd')).toBeNull();
  });
});
