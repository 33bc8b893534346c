import { describe, expect, it } from 'vitest';
import { catalogKey, chunkFilesOf, preloadTags, routeModulesOf } from './page-preloads';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  'src/a-route.tsx': { file: 'assets/a-route-1.js', imports: ['index.html', '_shared.js', '_framework.js'] },
  'src/b-route.tsx': { file: 'assets/b-route-1.js', imports: ['_shared.js', '_deep.js'] },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep-1.js' },
};
const template = '<script type="module" src="/m/assets/index-1.js"></script><link rel="modulepreload" href="/m/assets/framework-1.js">';

describe('page preloads', () => {
  it('lists route chunks after what they import, each once, without what the template loads', () => {
    expect(chunkFilesOf(manifest, ['src/a-route.tsx', 'src/b-route.tsx'], template)).toEqual([
      'assets/deep-1.js',
      'assets/shared-1.js',
      'assets/a-route-1.js',
      'assets/b-route-1.js',
    ]);
  });

  it('skips keys the manifest lacks', () => {
    expect(chunkFilesOf(manifest, ['src/gone.tsx', catalogKey('zh')], template)).toEqual([]);
  });

  it('reads the module keys the matched routes carry', () => {
    expect(routeModulesOf([{ __module: 'src/a-route.tsx' }, { path: 'x' }, { __module: 3 }])).toEqual(['src/a-route.tsx']);
  });

  it('writes low-priority module preloads under the site base', () => {
    expect(preloadTags(['assets/a.js'], '/m/')).toBe('<link rel="modulepreload" fetchpriority="low" crossorigin href="/m/assets/a.js">');
    expect(catalogKey('th')).toBe('../../libs/i18n/src/locales/th/messages.po');
  });
});
