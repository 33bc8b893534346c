import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore } from '@sealens/auth';
import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from './data-pages-api';
import { DetectionDetailsPage } from './detection-details-route';
import { DetectionHistoryPage } from './detection-history-route';

const api = vi.hoisted(() => ({ list: vi.fn(), remove: vi.fn(), save: vi.fn() }));
vi.mock('./data-pages-api', async (original) => ({
  ...(await original<typeof Api>()),
  listDetectionHistory: api.list,
  removeDetectionHistory: api.remove,
  saveDetectionHistory: api.save,
}));

const DAY = '2026-06-30';
const goods = (n: number) => ({ goodsId: String(n), goodsInfo: { title: `Demo product ${n}`, site: 'VN' as const }, price: 1000, sales: 5, gmv: 5000, date: DAY });
const entry = (n: number) => ({ id: `h${n}`, goodsId: String(n), viewTime: `2026-07-01 10:0${n}:00`, goods: goods(n) });

function renderAsMember(ui: ReactElement) {
  localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { accessToken: 't', user: { userId: '24', account: '13900000024', nickName: 'demo24' } } }));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/x'] });
  return render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </I18nProvider>,
  );
}

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  localStorage.clear();
  vi.resetAllMocks();
});

describe("a member's detection history", () => {
  it('is fetched in the browser, last opened first; a failed delete keeps the row and says so, a retry deletes it', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue([entry(2), entry(1)]);
    api.remove.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderAsMember(<DetectionHistoryPage data={{ state: 'visitor' }} />);
    const table = await screen.findByTestId('history-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Demo product 2', 'Demo product 1']);
    expect(rows[0]).toHaveTextContent(`Data of ${DAY}`);
    // The figures say their period: the previous day's (issue 27 item 11).
    expect(within(table).getAllByTestId('column-period').map((c) => c.textContent)).toEqual(['Previous day', 'Previous day']);
    const remove = screen.getByRole('button', { name: 'Delete Demo product 1 from my history' });
    await user.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent('It could not be deleted. Try again.');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(remove);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.remove).toHaveBeenLastCalledWith(expect.anything(), 'h1');
  });

  it('says when it is empty, and offers a retry when it cannot be loaded', async () => {
    const user = userEvent.setup();
    api.list.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    renderAsMember(<DetectionHistoryPage data={{ state: 'browser' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your detection history could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('No detection history yet.');
  });

  it('keeps the product a member opens in the details, with a retry when that fails', async () => {
    const user = userEvent.setup();
    api.save.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(entry(7));
    const makeUp = { id: '7', found: true, date: DAY, goods: goods(7), periods: [], flags: [], comparable: [] };
    renderAsMember(<DetectionDetailsPage data={{ state: 'ok', makeUp, history: { id: '7', found: true, points: [] } }} />);
    const keeper = await screen.findByTestId('history-keeper');
    await waitFor(() => expect(keeper).toHaveAttribute('data-state', 'failed'));
    await user.click(within(keeper).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(keeper).toHaveAttribute('data-state', 'saved'));
    expect(api.save).toHaveBeenLastCalledWith(expect.anything(), '7');
  });
});
