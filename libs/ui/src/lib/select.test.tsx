import { screen } from '@testing-library/react';
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
});
