import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINE_ICON_NAMES, LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws the path of the named icon, hidden from assistive tech', () => {
    const { container } = render(<LineIcon name="check" className="size-5" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveClass('size-5');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M5 12.5l4.5 4.5L19 7.5');
  });

  it('takes a size', () => {
    const { container } = render(<LineIcon name="chart" size={16} />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '16');
  });

  it('has one distinct path per name', () => {
    const paths = LINE_ICON_NAMES.map((name) => {
      const { container, unmount } = render(<LineIcon name={name} />);
      const d = container.querySelector('path')?.getAttribute('d');
      unmount();
      return d;
    });
    expect(paths.every(Boolean)).toBe(true);
    expect(new Set(paths).size).toBe(LINE_ICON_NAMES.length);
  });
});
