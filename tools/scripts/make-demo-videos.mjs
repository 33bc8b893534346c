// Writes the reference server's demo lesson videos (apps/api-server/assets/demo-video/lesson-N.webm):
// a few seconds of a coloured, counting canvas recorded by Debian's Chromium (MediaRecorder, VP8),
// so the repository ships small real videos without any video tool. Run once; the files are committed.
// Usage: node tools/scripts/make-demo-videos.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const OUT = 'apps/api-server/assets/demo-video';
const VIDEOS = [
  { name: 'lesson-1', colour: '#0f766e', seconds: 4 },
  { name: 'lesson-2', colour: '#1d4ed8', seconds: 4 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
for (const video of VIDEOS) {
  const base64 = await page.evaluate(async ({ colour, seconds }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 120_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const draw = () => {
        const t = (performance.now() - start) / 1000;
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 320, 180);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(20 + ((t * 60) % 260), 130, 40, 20);
        ctx.font = 'bold 28px sans-serif';
        ctx.fillText('SeaLens demo', 60, 70);
        ctx.font = '22px sans-serif';
        ctx.fillText(`${Math.floor(t) + 1}`, 150, 110);
        if (t < seconds) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, video);
  const buffer = Buffer.from(base64, 'base64');
  writeFileSync(`${OUT}/${video.name}.webm`, buffer);
  console.log(`${video.name}.webm ${buffer.length} bytes`);
}
await browser.close();
