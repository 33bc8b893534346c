import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

describe('demo PDFs', () => {
  const app = createApp({ desktopDir: '/nonexistent', mobileDir: '/nonexistent', version: 't', upgradeCompression: false });

  it('answers the seeded report PDFs as PDFs, the same bytes each time', async () => {
    const first = await app.request('http://x/demo/pdf/report-1.pdf');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/pdf');
    expect(first.headers.get('Content-Disposition')).toBe('inline; filename="report-1.pdf"');
    expect(first.headers.get('Cache-Control')).toContain('max-age');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const again = Buffer.from(await (await app.request('http://x/demo/pdf/report-1.pdf')).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await app.request('http://x/demo/pdf/industry-report-12.pdf')).status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const res = await app.request('http://x/demo/pdf/report-2.pdf', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('404 for names outside the demo pattern, and the pictures still answer', async () => {
    for (const path of ['/demo/pdf/report-0.pdf', '/demo/pdf/other-1.pdf', '/demo/pdf/report-1.PDF', '/demo/pdf/%2e%2e%2fx.pdf', '/demo/report-1.pdf']) {
      expect((await app.request(`http://x${path}`)).status, path).toBe(404);
    }
    expect((await app.request('http://x/demo/goods-1.png')).status).toBe(200);
  });
});
