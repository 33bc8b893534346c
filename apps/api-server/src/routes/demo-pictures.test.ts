import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { DEMO_PICTURE_SIZE, demoPicture } from './demo-pictures';

describe('demo pictures', () => {
  const app = createApp({ desktopDir: '/nonexistent', mobileDir: '/nonexistent', version: 't', upgradeCompression: false });

  it('answers every seeded picture name with a PNG, never a 404', async () => {
    for (const path of ['/demo/goods-3.png', '/demo/shop-8.png', '/demo/qr/customer-service.png', '/demo/banner-1.png']) {
      const res = await app.request(`http://x${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });

  it('is a valid 8-bit RGB image of the stated size, different per name and the same every time', () => {
    const png = demoPicture('goods-1.png');
    expect(png.readUInt32BE(16)).toBe(DEMO_PICTURE_SIZE);
    expect(png.readUInt32BE(20)).toBe(DEMO_PICTURE_SIZE);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe((DEMO_PICTURE_SIZE * 3 + 1) * DEMO_PICTURE_SIZE);
    expect(demoPicture('goods-1.png').equals(png)).toBe(true);
    expect(demoPicture('goods-2.png').equals(png)).toBe(false);
  });

  it('refuses names outside the demo pattern', async () => {
    for (const path of ['/demo/Goods-1.png', '/demo/a/b/c.png', '/demo/x.svg', `/demo/${'a'.repeat(50)}.png`]) {
      expect((await app.request(`http://x${path}`)).status, path).toBe(404);
    }
  });
});
