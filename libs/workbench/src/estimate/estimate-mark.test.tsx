import { act, fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWithI18n } from '../testing/render-with-i18n';
import { EstimateMark, METHOD_HREF } from './estimate-mark';

describe('EstimateMark', () => {
  it('is one link to the method page, with no tooltip mounted before it is reached', () => {
    const { container } = renderWithI18n(<EstimateMark range={['120', '150']} />);
    const mark = screen.getByRole('link', { name: 'Estimated: how we estimate' });
    expect(METHOD_HREF).toBe('/workbench/method');
    expect(mark).toHaveAttribute('href', '/workbench/method');
    expect(container.childElementCount).toBe(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is a small empty link, its look and glyph drawn once by the theme (issue 28: ~530 bytes a mark, 55 KB of a ranking page)', () => {
    const { container } = renderWithI18n(<EstimateMark range={['1,180', '1,302']} tabIndex={-1} />);
    const mark = screen.getByRole('link', { name: 'Estimated: how we estimate' });
    expect(mark.childElementCount).toBe(0);
    expect(mark).not.toHaveAttribute('class');
    // The anchor with its href, tab index, name and marker: nothing per mark beyond them.
    expect(container.innerHTML.length).toBeLessThanOrEqual(110);
    const theme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../ui/src/styles/theme.css'), 'utf8');
    // A background picture in the mark's colour, not a mask (a paint layer a mark, issue 26); forced colours mask LinkText.
    expect(theme).toMatch(/\[data-estimate-mark\]::before \{[^}]*background: url\("data:image\/svg\+xml,[^"]*stroke='%2392400e'[^"]*M2 4\.6c1\.3-1\.3/);
    expect(theme).toMatch(/\[data-estimate-mark\]::before \{[^}]*background: LinkText;\s*mask: url\("data:image\/svg\+xml,[^"]*M2 4\.6c1\.3-1\.3/);
    expect(theme).toContain('--color-warning-700: #92400e;');
  });

  it('says "Estimated" and the interval on hover', async () => {
    renderWithI18n(<EstimateMark range={['120', '150']} />);
    await act(async () => fireEvent.pointerEnter(screen.getByRole('link')));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Estimated: likely between 120 and 150.');
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('may be revised');
  });

  it("says a TikTok Shop figure of the last 3 days may be revised (issue 33: the import revises them as later passes arrive)", async () => {
    renderWithI18n(<EstimateMark range={['120', '150']} revisable />);
    await act(async () => fireEvent.pointerEnter(screen.getByRole('link')));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Estimated: likely between 120 and 150.The last 3 days' TikTok figures may be revised as later observations arrive.");
  });

  it('says "Estimated" without an interval where the answer states none, and opens on focus too (focus stays on the mark)', async () => {
    renderWithI18n(<EstimateMark tabIndex={-1} />);
    const mark = screen.getByRole('link');
    expect(mark).toHaveAttribute('tabindex', '-1');
    await act(async () => mark.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Estimated by our method, not a counter the marketplace shows.');
    expect(document.activeElement).toBe(screen.getByRole('link'));
  });
});
