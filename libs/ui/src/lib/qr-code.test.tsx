import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws every dark module of the encoded value', () => {
    render(<QrCode value="https://sealens.example/m" label="App QR code" size={96} />);
    const svg = screen.getByRole('img', { name: 'App QR code' });
    const { data, size } = encode('https://sealens.example/m', { border: 1 });
    const dark = data.flat().filter(Boolean).length;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
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
