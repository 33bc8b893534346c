import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { REACT_ROUTER_PRODUCTION, webAppConfig } from './web-app-config';

const config = webAppConfig({ name: 'web-desktop', base: '/', devPort: 4201, root: '.' }) as unknown as (env: {
  command: 'build' | 'serve';
  mode: string;
  isSsrBuild?: boolean;
}) => UserConfig;

/** The .mjs files of a React Router build folder. */
const moduleTexts = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(join(folder, name), 'utf8'));
const FLAG = /var ENABLE_DEV_WARNINGS = (true|false);/g;
/** The same texts with their chunk hashes and the flag's value blanked, in order. */
const twinTexts = (folder: string) =>
  moduleTexts(folder)
    .map((text) => text.replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs').replace(FLAG, 'var ENABLE_DEV_WARNINGS = FLAG;'))
    .sort();

describe('React Router in the sites\' builds', () => {
  it('a build (browser and server) takes the production twin; the dev server and the tests keep the warnings', () => {
    const alias = (env: Parameters<typeof config>[0]) => JSON.stringify(config(env).resolve?.alias ?? []);
    for (const isSsrBuild of [false, true]) expect(alias({ command: 'build', mode: 'production', isSsrBuild })).toContain(REACT_ROUTER_PRODUCTION);
    expect(alias({ command: 'serve', mode: 'development' })).not.toContain('react-router');
  });

  it('the production twin is the exported development build but for ENABLE_DEV_WARNINGS', () => {
    const production = join(REACT_ROUTER_PRODUCTION, '..');
    const development = join(production, '..', 'development');
    expect(moduleTexts(production).join('\n').match(FLAG)).toEqual(['var ENABLE_DEV_WARNINGS = false;']);
    expect(moduleTexts(development).join('\n').match(FLAG)).toEqual(['var ENABLE_DEV_WARNINGS = true;']);
    expect(twinTexts(production)).toEqual(twinTexts(development));
  });
});
