import { chromium, devices } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ ...devices['Moto G Power'] ?? devices['Pixel 7'], javaScriptEnabled: false });
const page = await context.newPage();
await page.goto(process.argv[2] ?? 'http://127.0.0.1:4890/m/');
console.log(await page.evaluate(() => JSON.stringify({ vh: innerHeight, vw: innerWidth, doc: document.documentElement.scrollHeight })));
for (const el of await page.$$('main section, main [data-hydrate-when-visible], [data-testid="home-widgets"] > div, footer')) {
  const box = await el.boundingBox();
  const label = await el.evaluate((e) => (e.getAttribute('aria-labelledby') || e.getAttribute('aria-label') || e.tagName + (e.dataset.hydrateWhenVisible ? ' deferred' : '') + ' ' + (e.textContent || '').slice(0, 30)));
  console.log(Math.round(box.y), Math.round(box.height), label);
}
await browser.close();
