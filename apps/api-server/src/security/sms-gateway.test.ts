// Issue #10 item 11: production sends SMS codes through a configured gateway (here a local fake
// gateway over real HTTP), never to the outbox.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { qrScanUrlFrom } from '../api/open-server-deps';
import { httpSmsProvider } from './sms-gateway';

let server: Server;
let url: string;
let status = 200;
const received: { body: unknown; authorization: string | undefined }[] = [];

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ body: JSON.parse(await read(request)), authorization: request.headers.authorization });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP SMS gateway', () => {
  it('posts the phone and the text with the key', async () => {
    await httpSmsProvider({ url, key: 'k-123' }).send('13900000001', 'Your code is 123456');
    expect(received.at(-1)).toEqual({ body: { mobile: '13900000001', text: 'Your code is 123456' }, authorization: 'Bearer k-123' });
  });

  it('fails the send when the gateway does not take it', async () => {
    status = 503;
    await expect(httpSmsProvider({ url, key: 'k' }).send('13900000001', 'x')).rejects.toThrow(/HTTP 503/);
    status = 200;
  });
});

describe('the QR scan address', () => {
  it('fills the scene id into SEALENS_QR_SCAN_URL, encoded', () => {
    expect(qrScanUrlFrom('https://open.example.test/qr?scene={sceneId}')('a b')).toBe('https://open.example.test/qr?scene=a%20b');
  });
});
