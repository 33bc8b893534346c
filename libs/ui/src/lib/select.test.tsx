import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Select } from './select';
import { renderWithI18n } from './test-utils';

const sites = [
  { value: 'my', label: 'Malaysia' },
  { value: 'th', label: 'Thailand' },
];

describe('Select', () => {
  it('labels its trigger', () => {
    renderWithI18n(<Select label="Site" options={sites} placeholder="Choose a site" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Choose a site');
  });

  it('keeps a visually hidden label accessible', () => {
    renderWithI18n(<Select label="Site" hideLabel options={sites} />);
    expect(screen.getByText('Site')).toHaveClass('sr-only');
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInTheDocument();
  });

  it('picks an option with the keyboard', async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<Select label="Site" options={sites} onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Site' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Thailand' }));
    expect(onValueChange).toHaveBeenCalledWith('th');
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Thailand');
  });

  it('shows the chosen option without mounting the list while closed (no second render of every option)', () => {
    const { container } = renderWithI18n(<Select label="Site" options={sites} value="th" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Thailand');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(container.textContent).not.toContain('Malaysia');
    expect(renderToString(<Select label="Site" options={sites} defaultValue="my" />)).toContain('Malaysia');
  });

  it('follows a controlled value, and keeps its own choice when uncontrolled', async () => {
    const { rerender, unmount } = renderWithI18n(<Select label="Site" options={sites} value="my" />);
    rerender(<Select label="Site" options={sites} value="th" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Thailand');
    unmount();
    renderWithI18n(<Select label="Place" options={sites} defaultValue="my" />);
    const trigger = screen.getByRole('combobox', { name: 'Place' });
    expect(trigger).toHaveTextContent('Malaysia');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Thailand' }));
    expect(trigger).toHaveTextContent('Thailand');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
