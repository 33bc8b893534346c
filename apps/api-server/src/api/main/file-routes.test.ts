import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UPLOAD_MAX_BYTES, imageTypeOf } from './file-routes';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const form = (bytes: Uint8Array<ArrayBuffer>, name = 'a.png', type = 'image/png') => {
  const f = new FormData();
  f.append('file', new File([bytes], name, { type }));
  return f;
};

describe('image upload', () => {
  it('recognises images by magic bytes only', () => {
    expect(imageTypeOf(PNG)?.ext).toBe('png');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a....'))?.ext).toBe('gif');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
    expect(imageTypeOf(new TextEncoder().encode('<svg></svg>'))).toBeUndefined();
  });

  it('stores an image under the upload folder and serves it back (both bearer calls)', async () => {
    const token = h.tokenFor('61');
    for (const path of ['/api/file/imgeUpload', '/api/file/imageUploadNoResize']) {
      const { body } = await h.call('POST', path, { token, form: form(PNG) });
      expect(body.payload.url).toMatch(/^\/api\/file\/uploaded\/[0-9a-f]{64}\.png$/);
      const served = await h.app.request(body.payload.url);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    }
    expect((await h.raw('POST', '/api/file/imgeUpload', { form: form(PNG) })).status).toBe(401);
    expect((await h.raw('POST', '/api/file/imageUploadNoResize', { form: form(PNG) })).status).toBe(401);
  });

  it('the public upload needs no token and refuses non-images and oversized files', async () => {
    expect((await h.call('POST', '/api/public/uploadImg', { form: form(PNG) })).body.code).toBe(200);
    const svg = await h.call('POST', '/api/public/uploadImg', { form: form(new TextEncoder().encode('<svg/>'), 'a.png') });
    expect(svg.body.code).toBe(400);
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    expect((await h.call('POST', '/api/public/uploadImg', { form: form(big) })).body.code).toBe(400);
    expect((await h.call('POST', '/api/public/uploadImg', { form: new FormData() })).body.code).toBe(400);
  });
});
