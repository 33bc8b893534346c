import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from './test-utils';

const sites = [
  { value: 'my', label: 'Malaysia' },
  { value: 'th', label: 'Thailand' },
];

// Each test gets a fresh module: whether the real select's chunk has arrived is module state.
async function freshSelect() {
  vi.resetModules();
  return (await import('./select')).Select;
}

beforeEach(() => {
  // The browser never goes idle here: the real select loads only on contact, unless a test says so.
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('Select', () => {
  it('labels its trigger', async () => {
    const Select = await freshSelect();
    renderWithI18n(<Select label="Site" options={sites} placeholder="Choose a site" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Choose a site');
  });

  it('keeps a visually hidden label accessible', async () => {
    const Select = await freshSelect();
    renderWithI18n(<Select label="Site" hideLabel options={sites} />);
    expect(screen.getByText('Site')).toHaveClass('sr-only');
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInTheDocument();
  });

  it('server-renders a closed look-alike trigger, without Radix and without the list', async () => {
    const Select = await freshSelect();
    const html = renderToString(<Select label="Site" options={sites} defaultValue="my" />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Malaysia');
    expect(html).not.toContain('Thailand');
  });

  it('opens the real list as soon as it arrives when pressed before (keyboard), and keeps the focus on it', async () => {
    const Select = await freshSelect();
    const onValueChange = vi.fn();
    renderWithI18n(<Select label="Site" options={sites} onValueChange={onValueChange} />);
    const firstPaint = screen.getByRole('combobox', { name: 'Site' });
    expect(firstPaint).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(firstPaint).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Thailand' }));
    expect(onValueChange).toHaveBeenCalledWith('th');
    const real = screen.getByRole('combobox', { name: 'Site' });
    expect(real).not.toBe(firstPaint);
    expect(real).toHaveTextContent('Thailand');
    expect(real).toHaveFocus();
  });

  it('looks the same before and after the swap (no shift when the real trigger arrives)', async () => {
    const Select = await freshSelect();
    renderWithI18n(<Select label="Site" options={sites} defaultValue="th" />);
    const firstPaint = screen.getByRole('combobox', { name: 'Site' });
    const before = { className: firstPaint.className, text: firstPaint.textContent, html: firstPaint.innerHTML.includes('<svg') };
    await userEvent.hover(firstPaint);
    const real = await waitFor(() => {
      const current = screen.getByRole('combobox', { name: 'Site' });
      if (current === firstPaint) throw new Error('not swapped yet');
      return current;
    });
    expect(real.className).toBe(before.className);
    expect(real.textContent).toBe(before.text);
    expect(real.innerHTML.includes('<svg')).toBe(before.html);
    expect(real).toHaveAttribute('aria-expanded', 'false');
  });

  it('a touch opens it on release, not on press (the finger may be scrolling)', async () => {
    const Select = await freshSelect();
    renderWithI18n(<Select label="Site" options={sites} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('combobox', { name: 'Site' });
    await user.pointer({ keys: '[TouchA>]', target: trigger });
    // The chunk arrives (contact preloads it) but the list stays closed while the finger is down.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Site' })).not.toBe(trigger));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows the chosen option without mounting the list while closed (no second render of every option)', async () => {
    const Select = await freshSelect();
    const { container } = renderWithI18n(<Select label="Site" options={sites} value="th" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Thailand');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(container.textContent).not.toContain('Malaysia');
  });

  it('follows a controlled value, and keeps its own choice when uncontrolled', async () => {
    const Select = await freshSelect();
    const { rerender, unmount } = renderWithI18n(<Select label="Site" options={sites} value="my" />);
    rerender(<Select label="Site" options={sites} value="th" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Thailand');
    unmount();
    renderWithI18n(<Select label="Place" options={sites} defaultValue="my" />);
    const firstPaint = screen.getByRole('combobox', { name: 'Place' });
    expect(firstPaint).toHaveTextContent('Malaysia');
    // The mouse's arrival loads the real select; the press then goes to it, as in a browser.
    await userEvent.hover(firstPaint);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Place' })).not.toBe(firstPaint));
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thailand' }));
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveTextContent('Thailand');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
