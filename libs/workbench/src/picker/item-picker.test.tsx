import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ITEM_REFS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ItemPicker } from './item-picker';

const itemHref = (ref: { id: string }) => `/workbench/product-explanation?id=${ref.id}`;

describe('ItemPicker', () => {
  it('searches what was typed and offers the matches as options that are links', async () => {
    const onFind = vi.fn(async () => ITEM_REFS.slice(0, 3));
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    const box = screen.getByRole('combobox', { name: 'Find a product' });
    await userEvent.type(box, 'https://shopee.co.th/product/1/2{Enter}');
    expect(onFind).toHaveBeenCalledWith('https://shopee.co.th/product/1/2');
    const list = await screen.findByRole('listbox', { name: 'Matching products' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(options[0]!).getByRole('link')).toHaveAttribute('href', itemHref(ITEM_REFS[0]!));
    expect(screen.getByRole('status')).toHaveTextContent('3 products found.');
  });

  it('walks the options with the arrow keys and opens the chosen one with Enter', async () => {
    renderWithI18n(<ItemPicker onFind={async () => ITEM_REFS.slice(0, 3)} itemHref={itemHref} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'serum{Enter}');
    await screen.findByRole('listbox');
    const clicked: string[] = [];
    screen.getAllByRole('option').forEach((o) => within(o).getByRole('link').addEventListener('click', (e) => (e.preventDefault(), clicked.push((e.currentTarget as HTMLAnchorElement).getAttribute('href')!))));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]!.id);
    await userEvent.keyboard('{Enter}');
    expect(clicked).toEqual([itemHref(ITEM_REFS[2]!)]);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches after a pause in typing, and says when nothing matches', async () => {
    const onFind = vi.fn(async () => []);
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(onFind).toHaveBeenCalledWith('zzz'));
    expect(onFind).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No product matches “zzz”.')).toBeInTheDocument();
  });

  it('shows the loading state, then an error when the search fails', async () => {
    let fail: (e: Error) => void = () => undefined;
    renderWithI18n(<ItemPicker onFind={() => new Promise((_, reject) => (fail = reject))} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('combobox'), '123456{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed. Check the connection and try again.');
  });

  it('does not search one character', async () => {
    const onFind = vi.fn(async () => []);
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('combobox'), 'a{Enter}');
    expect(onFind).not.toHaveBeenCalled();
  });
});
