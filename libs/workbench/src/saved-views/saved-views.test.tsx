import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_VIEWS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { SavedViews, type SavedViewsProps } from './saved-views';

const viewHref = (view: { page: string; query: string }) => `/workbench/${view.page}?${view.query}`;

function renderViews(props: Partial<SavedViewsProps> = {}) {
  const handlers = { onSave: vi.fn(async () => undefined), onRename: vi.fn(async () => undefined), onRemove: vi.fn(async () => undefined) };
  renderWithI18n(<SavedViews views={SAVED_VIEWS} max={10} currentQuery="site=TH&cat=99998&period=30" viewHref={viewHref} {...handlers} {...props} />);
  return handlers;
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Saved views (3)' }));
  return screen.findByRole('dialog');
}

describe('SavedViews', () => {
  it('lists the views as links that restore them', async () => {
    renderViews();
    const panel = await open();
    const link = within(panel).getByRole('link', { name: 'Thai beauty, 30 days' });
    expect(link).toHaveAttribute('href', '/workbench/hot-sales-product?site=TH&cat=99998&period=30');
    expect(panel).toHaveTextContent('3 of 10 views saved. This view is saved as Thai beauty, 30 days.');
  });

  it('saves the current view under a valid name and refuses an empty or long one, keeping the text', async () => {
    const { onSave } = renderViews();
    await open();
    const field = screen.getByRole('textbox', { name: 'Name of this view' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the view a name.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const long = 'x'.repeat(61);
    await userEvent.type(field, long);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A name has at most 60 characters.')).toBeInTheDocument();
    expect(field).toHaveValue(long);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Vietnam soaring  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Vietnam soaring');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as Vietnam soaring.');
    expect(field).toHaveValue('');
  });

  it('shows a failed save and keeps the name typed', async () => {
    renderViews({ onSave: vi.fn(async () => Promise.reject(new Error('Saved views are full.'))) });
    await open();
    const field = screen.getByRole('textbox', { name: 'Name of this view' });
    await userEvent.type(field, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The view could not be saved. Saved views are full.');
    expect(field).toHaveValue('Mine');
  });

  it('renames inline, and keeps the new name when renaming fails', async () => {
    const onRename = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce(undefined);
    renderViews({ onRename });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Cheap phone cases' }));
    const field = screen.getByRole('textbox', { name: 'New name for Cheap phone cases' });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Phone cases under 10');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The view could not be renamed.');
    expect(field).toHaveValue('Phone cases under 10');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onRename).toHaveBeenLastCalledWith(2, 'Phone cases under 10');
    expect(await screen.findByRole('link', { name: 'Cheap phone cases' })).toBeInTheDocument();
  });

  it('removes a view only after a confirmation, and says when removing failed', async () => {
    const onRemove = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce(undefined);
    renderViews({ onRemove });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Soaring in Vietnam' }));
    const confirm = screen.getByRole('group', { name: 'Remove Soaring in Vietnam?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Soaring in Vietnam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onRemove).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('The view could not be removed.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Soaring in Vietnam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('says why a view cannot be saved: the plan\'s limit, or the page\'s reason', async () => {
    renderViews({ max: 3 });
    await open();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('You have saved 3 of 3 views: remove one to save another.')).toBeInTheDocument();
  });
});
