import { render, screen, waitFor } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('holds the place at its exact size, then draws every dark module of the encoded value', async () => {
    render(<QrCode value="https://sealens.example/m" label="App QR code" size={96} />);
    // Before the encoder's chunk arrives: a white square of the same size and name.
    expect(screen.getByRole('img', { name: 'App QR code' })).toHaveAttribute('width', '96');
    const { data, size } = encode('https://sealens.example/m', { border: 1 });
    const dark = data.flat().filter(Boolean).length;
    await waitFor(() => expect(screen.getByRole('img', { name: 'App QR code' }).getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`));
    const svg = screen.getByRole('img', { name: 'App QR code' });
    expect(svg.getAttribute('width')).toBe('96');
    expect(svg.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
  });

  it('is a bare svg without a caption', () => {
    const { container } = render(<QrCode value="https://sealens.example/m" label="App QR code" />);
    expect(container.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('figure')).toBeNull();
  });

  it('wraps the code in a figure with its caption', () => {
    const { container } = render(
      <QrCode value="https://sealens.example/m" label="App QR code" caption="Data app" captionClassName="mt-2" className="rounded" />,
    );
    const figure = container.querySelector('figure');
    expect(figure).toBe(container.firstElementChild);
    expect(figure?.firstElementChild).toBe(screen.getByRole('img', { name: 'App QR code' }));
    expect(screen.getByRole('img', { name: 'App QR code' })).toHaveClass('rounded');
    const caption = figure?.querySelector('figcaption');
    expect(caption).toHaveTextContent('Data app');
    expect(caption).toHaveClass('mt-2');
    expect(screen.getByRole('figure')).toBe(figure);
  });
});
