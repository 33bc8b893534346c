// pdf.js's data files served with each site's build (issue 14): the packed cMaps (Chinese, Japanese
// and Korean PDFs whose fonts are not embedded cannot be read without them) and the standard font
// data, under `<base>pdfjs/cmaps/` and `<base>pdfjs/standard_fonts/`, where libs/pdf-viewer's engine
// looks for them. Copied into the browser build; served from node_modules by the dev server.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The folder under the site's base (libs/pdf-viewer's PDFJS_ASSET_DIR). */
export const PDFJS_ASSET_DIR = 'pdfjs';
export const PDFJS_ASSET_FOLDERS = ['cmaps', 'standard_fonts'] as const;
const FILE = /^[\w.-]+$/;

export function pdfjsRoot(): string {
  return dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
}

export function pdfjsAssets(): Plugin {
  const root = pdfjsRoot();
  let base = '/';
  let ssr = false;
  return {
    name: 'sealens:pdfjs-assets',
    configResolved(config) {
      base = config.base;
      ssr = !!config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const prefix = `${base}${PDFJS_ASSET_DIR}/`;
        if (!path.startsWith(prefix)) return next();
        const [folder, name, ...rest] = path.slice(prefix.length).split('/');
        if (rest.length || !name || !FILE.test(name) || !PDFJS_ASSET_FOLDERS.includes(folder as (typeof PDFJS_ASSET_FOLDERS)[number])) return next();
        try {
          const bytes = readFileSync(join(root, folder as string, name));
          res.setHeader('Content-Type', 'application/octet-stream');
          res.end(bytes);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const folder of PDFJS_ASSET_FOLDERS) {
        for (const name of readdirSync(join(root, folder))) {
          if (!FILE.test(name)) continue;
          this.emitFile({ type: 'asset', fileName: `${PDFJS_ASSET_DIR}/${folder}/${name}`, source: readFileSync(join(root, folder, name)) });
        }
      }
    },
  };
}
