import { chromium, devices } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ ...devices['Pixel 7'] });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration), JSON.stringify(e.attribution?.map(a => a.containerSrc || a.name))]); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(process.argv[2] ?? 'http://127.0.0.1:4890/m/', { waitUntil: 'load' });
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => JSON.stringify(window.__tasks)));
console.log('started', await page.evaluate(() => document.documentElement.dataset.started));
await browser.close();
