import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const shots = [['/', 'desk-home', {width:1440,height:900}, false], ['/about', 'desk-about', {width:1440,height:900}, false], ['/pluginIntroduce', 'desk-plugin', {width:1440,height:900}, false], ['/m', 'mob-home', {width:390,height:844}, true], ['/m/product', 'mob-product', {width:390,height:844}, true]];
for (const [path, name, viewport, mobile] of shots) {
  const ctx = await b.newContext({ viewport, userAgent: mobile ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' : undefined });
  const p = await ctx.newPage();
  p.on('console', m => m.type()==='error' && console.log(name, 'console', m.text()));
  await p.goto('http://127.0.0.1:4400' + path); await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/${name}.png`, fullPage: process.argv[2]==='full' });
  await ctx.close();
}
await b.close();
