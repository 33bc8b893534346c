import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const DESKTOP_INDEX = '<!doctype html><html lang="en"><title>SeaLens desktop</title><div id="root"></div></html>';
export const MOBILE_INDEX = '<!doctype html><html lang="en"><title>SeaLens mobile</title><div id="root"></div></html>';
/** Well above the compression threshold and compressible, like a real bundle. */
export const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "sealens-${i}";`).join('\n');
export const TINY_JS = 'export const tiny = 1;\n';

export interface FakeSites {
  dir: string;
  desktopDir: string;
  mobileDir: string;
  cleanup: () => Promise<void>;
}

/** Two built sites laid out as Vite writes them (index.html + hashed assets/), in a temp folder. */
export async function createFakeSites(): Promise<FakeSites> {
  const dir = await mkdtemp(join(tmpdir(), 'sealens-api-'));
  const desktopDir = join(dir, 'web-desktop');
  const mobileDir = join(dir, 'web-mobile');
  const files: Record<string, string | Uint8Array> = {
    [join(desktopDir, 'index.html')]: DESKTOP_INDEX,
    [join(desktopDir, 'assets/index-a1b2c3d4.js')]: BIG_JS,
    [join(desktopDir, 'assets/tiny-0f0f0f0f.js')]: TINY_JS,
    [join(desktopDir, 'assets/style-1234abcd.css')]: 'body{margin:0}\n'.repeat(200),
    [join(desktopDir, 'assets/font-deadbeef.woff2')]: new Uint8Array(4096).fill(7),
    [join(desktopDir, 'favicon.ico')]: new Uint8Array([0, 0, 1, 0, 1, 0]),
    [join(desktopDir, 'logo.svg')]: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [join(desktopDir, 'robots.txt')]: 'User-agent: *\n',
    [join(desktopDir, '.env')]: 'SECRET=1\n',
    [join(mobileDir, 'index.html')]: MOBILE_INDEX,
    [join(mobileDir, 'assets/index-9f8e7d6c.js')]: BIG_JS.replaceAll('sealens', 'mobile'),
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  return { dir, desktopDir, mobileDir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
