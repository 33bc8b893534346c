// Screenshots of the main pages of both sites, for a look by eye (not a test: nothing is compared).
// Against a running server (`npm start`):
//   node tools/scripts/screenshots.mjs [--base http://localhost:4200] [--out tmp/screenshots] [--locale th-TH] [--full]
// Writes <out>/<page>.png; prints console errors the pages log. Uses Debian's Chromium (CHROME_PATH).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4200' },
    out: { type: 'string', default: 'tmp/screenshots' },
    locale: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};
const PAGES = [
  { path: '/', name: 'desktop-home', device: DESKTOP },
  { path: '/about', name: 'desktop-about', device: DESKTOP },
  { path: '/pluginIntroduce', name: 'desktop-plugin', device: DESKTOP },
  { path: '/m', name: 'mobile-home', device: PHONE },
  { path: '/m/product', name: 'mobile-product', device: PHONE },
  { path: '/m/QACommunity', name: 'mobile-qa', device: PHONE },
  { path: '/m/about', name: 'mobile-about', device: PHONE },
];

// The same flags as the e2e tests (tools/e2e/chromium.ts): no sandbox as root, no background traffic.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
const outDir = resolve(values.out);
mkdirSync(outDir, { recursive: true });
try {
  for (const { path, name, device } of PAGES) {
    const context = await browser.newContext({ ...device, ...(values.locale ? { locale: values.locale } : {}) });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`${name}: console error: ${message.text()}`);
    });
    await page.goto(new URL(path, values.base).href, { waitUntil: 'networkidle' });
    // Web fonts swap in after load: wait for them so the picture shows the real glyphs.
    await page.evaluate(() => document.fonts.ready);
    const file = `${outDir}/${name}.png`;
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
}
