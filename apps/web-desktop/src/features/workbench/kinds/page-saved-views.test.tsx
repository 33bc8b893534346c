import { renderWithI18n } from '@sealens/i18n/testing';
import { SAVED_VIEWS } from '@sealens/workbench/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageSavedViews } from './page-saved-views';

const api = vi.hoisted(() => ({ POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() }));
vi.mock('@sealens/auth', () => ({ siteApi: () => ({ workbench: api }) }));

const answer = (code: number, message = '') => Promise.resolve({ data: { code, message } });

function renderViews(views: Parameters<typeof PageSavedViews>[0]['views']) {
  const onChanged = vi.fn();
  renderWithI18n(<PageSavedViews pagePath="product/hot-sales-product" views={views} currentQuery="site=TH&period=30" onChanged={onChanged} />);
  return onChanged;
}

async function saveAs(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Saved views/ }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name of this view' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe("a page's saved views (the ranking, finder and competition pages' one block)", () => {
  it("saves the page's query under its path and reads the page again", async () => {
    api.POST.mockReturnValueOnce(answer(200));
    const onChanged = renderViews({ views: SAVED_VIEWS, max: 10 });
    await saveAs('Thai, 30 days');
    expect(api.POST).toHaveBeenCalledWith('/views', { body: { page: 'product/hot-sales-product', name: 'Thai, 30 days', query: 'site=TH&period=30' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as Thai, 30 days.');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("says the server's refusal in its words and reads nothing again", async () => {
    api.POST.mockReturnValueOnce(answer(409, 'At most 10 saved views.'));
    const onChanged = renderViews({ views: SAVED_VIEWS, max: 10 });
    await saveAs('One more');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 10 saved views.');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('links each view to its page and query, and removes it by its id', async () => {
    api.DELETE.mockReturnValueOnce(answer(200));
    const onChanged = renderViews({ views: SAVED_VIEWS, max: 10 });
    await userEvent.click(screen.getByRole('button', { name: /^Saved views/ }));
    const panel = await screen.findByRole('dialog');
    const first = SAVED_VIEWS[0] as (typeof SAVED_VIEWS)[number];
    expect(within(panel).getByRole('link', { name: first.name })).toHaveAttribute('href', `/workbench/${first.page}?${first.query}`);
    await userEvent.click(within(panel).getByRole('button', { name: `Remove ${first.name}` }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, remove' }));
    expect(api.DELETE).toHaveBeenCalledWith('/views/{id}', { params: { path: { id: first.id } } });
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('tells a visitor to log in to save views', async () => {
    renderViews(null);
    await userEvent.click(screen.getByRole('button', { name: /^Saved views/ }));
    expect(await screen.findByText('Log in to save views.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name of this view' })).toBeNull();
  });
});
