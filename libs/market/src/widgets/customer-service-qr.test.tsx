import { createApiClients, createApiEvents } from '@sealens/api';
import { screen, waitFor } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { MarketApiProvider } from '../api/market-api-context';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CustomerServiceQr, customerServiceAddress } from './customer-service-qr';
import { ImageWindows, imageWindowColumns } from './image-windows';

const client = createApiClients({
  basePath: 'http://sealens.test/api',
  fetch: async () => new Response(JSON.stringify({ code: 200, message: 'ok', payload: [] }), { headers: { 'content-type': 'application/json' } }),
  getToken: () => null,
  getAntiRiskToken: () => null,
  events: createApiEvents(),
}).main;

const CONFIGURED = 'https://sealens.example/customer-service';

/** The dark modules of the drawn code, as "x,y" (the svg's path draws one square per module). */
function drawnModules(svg: Element): string[] {
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  return [...d.matchAll(/M(\d+) (\d+)/g)].map((m) => `${m[1]},${m[2]}`);
}

function encodedModules(value: string): string[] {
  const { data } = encode(value, { border: 1 });
  return data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : [])));
}

describe('CustomerServiceQr (issue 27 item 9)', () => {
  it('draws a real QR code of the configured contact address, not the gradient picture, and links the address', async () => {
    renderWithI18n(
      <MarketApiProvider client={client}>
        <CustomerServiceQr initial={{ imgUrl: '/demo/qr/customer-service.png', label: 'Demo customer service' }} contactHref={CONFIGURED} />
      </MarketApiProvider>,
    );
    const code = screen.getByRole('img', { name: 'Customer service QR code' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    await waitFor(() => expect(drawnModules(screen.getByRole('img', { name: 'Customer service QR code' })).length).toBeGreaterThan(0));
    // Module for module the encoding of the address (no decoder is installed to read it back).
    expect(drawnModules(screen.getByRole('img', { name: 'Customer service QR code' }))).toEqual(encodedModules(CONFIGURED));
    expect(screen.getByTestId('customer-service-address')).toHaveAttribute('href', CONFIGURED);
    expect(document.querySelector('img[src="/demo/qr/customer-service.png"]')).toBeNull();
  });

  it("encodes the dictionary entry's own address when it configures one; a name is not an address", () => {
    expect(customerServiceAddress({ imgUrl: null, label: 'https://work.weixin.qq.com/kfid/demo' }, CONFIGURED)).toBe('https://work.weixin.qq.com/kfid/demo');
    expect(customerServiceAddress({ imgUrl: null, label: 'Demo customer service' }, CONFIGURED)).toBe(CONFIGURED);
    expect(customerServiceAddress(null, CONFIGURED)).toBe(CONFIGURED);
  });
});

describe('ImageWindows (issue 27 item 9)', () => {
  it('lays the row out for the pictures it has: two pictures fill a row of two, no empty third slot', () => {
    renderWithI18n(
      <MarketApiProvider client={client}>
        <ImageWindows
          initial={[
            { id: 'a', imgUrl: '/a.png' },
            { id: 'b', imgUrl: '/b.png' },
          ]}
        />
      </MarketApiProvider>,
    );
    const row = screen.getByTestId('image-windows');
    expect(row).toHaveClass('sm:grid-cols-2');
    expect(row.className).not.toMatch(/grid-cols-3/);
    expect(imageWindowColumns(1)).toBe('');
    expect(imageWindowColumns(3)).toBe('sm:grid-cols-3');
    expect(imageWindowColumns(4)).toBe('sm:grid-cols-2 lg:grid-cols-4');
    expect(imageWindowColumns(6)).toBe('sm:grid-cols-2 lg:grid-cols-3');
  });
});
