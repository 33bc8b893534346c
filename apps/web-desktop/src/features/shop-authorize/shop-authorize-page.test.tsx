import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore } from '@sealens/auth';
import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CODES, ShopCallError, type AuthorizedShop, type AuthorizedShops, type ShopAuthorizeApi } from './shop-authorize-api';
import { ShopAuthorizePage } from './shop-authorize-page';

const SHOP: AuthorizedShop = { id: '7', site: 'MY', shopId: '123456', shopName: 'Lamp House', authorizedAt: '2026-07-01 12:00:00', expiresAt: '2099-07-01 12:00:00' };

function fakeApi(list: AuthorizedShops, over: Partial<ShopAuthorizeApi> = {}): ShopAuthorizeApi {
  return {
    list: vi.fn(() => Promise.resolve(list)),
    authorize: vi.fn((shop) => Promise.resolve({ ...SHOP, ...shop, id: '8' })),
    remove: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

const localList = (shops: AuthorizedShop[] = [], max = 20): AuthorizedShops => ({ mode: 'local', max, validDays: 365, shops });

function renderPage(api: ShopAuthorizeApi) {
  const router = createMemoryRouter(
    [
      { path: '/moreShopAuthorize', element: <ShopAuthorizePage api={api} /> },
      { path: '/success', element: <p>success page</p> },
    ],
    { initialEntries: ['/moreShopAuthorize'] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </I18nProvider>,
  );
  return router;
}

const logIn = () => localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { accessToken: 't', user: { userId: '1', account: '13900000001' } } }));

describe('ShopAuthorizePage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('asks a visitor to log in and reads nothing', async () => {
    const api = fakeApi(localList());
    renderPage(api);
    expect(await screen.findByTestId('shops-visitor')).toHaveTextContent('Log in to see and authorise your shops.');
    expect(api.list).not.toHaveBeenCalled();
  });

  it("lists the member's shops with their state, the count of the limit and the local-mode note", async () => {
    logIn();
    renderPage(fakeApi(localList([SHOP, { ...SHOP, id: '9', shopId: '9', shopName: 'Old Shop', expiresAt: '2020-01-01 00:00:00' }])));
    const rows = await screen.findAllByTestId('authorized-shop');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Malaysia')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByTestId('shops-count')).toHaveTextContent('2 of 20 shops authorised');
    expect(screen.getByTestId('local-mode-note')).toHaveTextContent('Local mode: this server has no connection to Shopee.');
  });

  it('says when nothing is authorised yet', async () => {
    logIn();
    renderPage(fakeApi(localList()));
    expect(await screen.findByTestId('shops-empty')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    logIn();
    const list = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(localList([SHOP]));
    renderPage(fakeApi(localList(), { list }));
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findAllByTestId('authorized-shop')).toHaveLength(1);
  });

  it('checks the form, authorises, and goes on to the success page', async () => {
    logIn();
    const user = userEvent.setup();
    const api = fakeApi(localList());
    const router = renderPage(api);
    const form = await screen.findByRole('form', { name: 'Authorise a shop' });
    await user.click(within(form).getByRole('button', { name: 'Authorise' }));
    expect(within(form).getByText('Please enter the shop ID')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the shop name')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Shop ID'), '12ab');
    await user.type(within(form).getByLabelText('Shop name'), 'Lamp House');
    await user.click(within(form).getByRole('button', { name: 'Authorise' }));
    expect(within(form).getByText('The shop ID is digits only, at most 15')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Shop ID'));
    await user.type(within(form).getByLabelText('Shop ID'), '123456');
    await user.selectOptions(within(form).getByLabelText('Site'), 'TH');
    await user.click(within(form).getByRole('button', { name: 'Authorise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(api.authorize).toHaveBeenCalledWith({ site: 'TH', shopId: '123456', shopName: 'Lamp House' });
    expect(router.state.location.search).toBe('?type=shop&redirect=%2FmoreShopAuthorize');
  });

  it('keeps what was typed and says why when the limit is reached or the call fails', async () => {
    logIn();
    const user = userEvent.setup();
    const authorize = vi.fn().mockRejectedValueOnce(new ShopCallError(SHOP_CODES.full, 'full')).mockRejectedValueOnce(new Error('offline'));
    renderPage(fakeApi(localList([SHOP]), { authorize }));
    const form = await screen.findByRole('form', { name: 'Authorise a shop' });
    await user.type(within(form).getByLabelText('Shop ID'), '42');
    await user.type(within(form).getByLabelText('Shop name'), 'Second');
    await user.click(within(form).getByRole('button', { name: 'Authorise' }));
    expect(await screen.findByText('You already have 20 authorised shops: remove one to authorise another.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Authorise' }));
    expect(await screen.findByText('Second (Malaysia) could not be authorised. Check the network and try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Shop ID')).toHaveValue('42');
    expect(within(form).getByLabelText('Shop name')).toHaveValue('Second');
  });

  it('disables the form when the limit is held', async () => {
    logIn();
    renderPage(fakeApi(localList([SHOP], 1)));
    expect(await screen.findByText('You have reached 1 authorised shops: remove one to authorise another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorise' })).toBeDisabled();
  });

  it('removes a shop after asking', async () => {
    logIn();
    const user = userEvent.setup();
    const api = fakeApi(localList([SHOP]));
    renderPage(api);
    const row = (await screen.findAllByTestId('authorized-shop'))[0] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(within(row).getByText('Remove this shop?')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByTestId('shops-empty')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith('7');
  });
});
