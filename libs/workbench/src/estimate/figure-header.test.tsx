import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FigureHeader, type FigureHeaderProps } from './figure-header';

function header(props: Partial<FigureHeaderProps>) {
  const { unmount } = renderWithI18n(
    <table>
      <thead>
        <tr>
          <FigureHeader className="px-3" label="Units sold" figure="units" {...props} />
        </tr>
      </thead>
    </table>,
  );
  const cell = screen.getByRole('columnheader', { name: 'Units sold' });
  const found = { className: cell.className, marked: cell.querySelector('a[data-estimate-mark]') !== null, text: cell.textContent };
  unmount();
  return found;
}

describe('FigureHeader', () => {
  it('writes its label followed by the mark when the figure is estimated, right-aligned with the table\'s classes', () => {
    expect(header({ kinds: { units: 'estimated' } })).toEqual({ className: 'px-3 text-right', marked: true, text: 'Units sold' });
  });

  it('carries no mark for a measured figure, another figure\'s kind or no kinds', () => {
    expect(header({ kinds: { units: 'measured' } }).marked).toBe(false);
    expect(header({ kinds: { gmv: 'estimated' } }).marked).toBe(false);
    expect(header({}).marked).toBe(false);
  });

  it('starts at the left when asked', () => {
    expect(header({ align: 'start', kinds: { units: 'estimated' } }).className).toBe('px-3 text-left');
  });
});
