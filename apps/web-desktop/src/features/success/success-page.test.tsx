import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AUTH_SUCCESS_COUNTDOWN_S } from '@sealens/domain';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SuccessPage, successData } from './success-page';

const ORIGIN = 'https://sealens.example';

function renderAt(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/success', element: <SuccessPage />, loader: () => successData(`${ORIGIN}/success${search}`) },
      { path: '*', element: <p>arrived</p> },
    ],
    { initialEntries: [`/success${search}`] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('successData', () => {
  it('a shop authorisation goes back to the shop list; anything else home', () => {
    expect(successData(`${ORIGIN}/success?type=shop`)).toEqual({ kind: 'shop', target: '/moreShopAuthorize' });
    expect(successData(`${ORIGIN}/success`)).toEqual({ kind: 'authorization', target: '/' });
  });

  it('honours a same-origin redirect only', () => {
    expect(successData(`${ORIGIN}/success?redirect=%2Fpricing`).target).toBe('/pricing');
    expect(successData(`${ORIGIN}/success?type=shop&redirect=https%3A%2F%2Fevil.example%2F`).target).toBe('/moreShopAuthorize');
    expect(successData(`${ORIGIN}/success?redirect=%2F%2Fevil.example`).target).toBe('/');
    // Paths that resolve to //evil.example (issue 25 item 4): the "go on" link must not name it.
    for (const bypass of ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
      expect(successData(`${ORIGIN}/success?type=shop&redirect=${encodeURIComponent(bypass)}`).target).toBe('/moreShopAuthorize');
    }
  });
});

describe('SuccessPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it(`counts the spec's ${AUTH_SUCCESS_COUNTDOWN_S} s down, then goes on`, async () => {
    expect(AUTH_SUCCESS_COUNTDOWN_S).toBe(3);
    const router = renderAt('?type=shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop authorised' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Going on in 3 s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Going on in 2 s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Going on in 1 s');
    expect(router.state.location.pathname).toBe('/success');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/moreShopAuthorize');
  });

  it('stays when asked to, and goes on at once from the link', async () => {
    const router = renderAt('');
    (await screen.findByRole('button', { name: 'Stay on this page' })).click();
    for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/success');
    expect(screen.getByRole('status')).toHaveTextContent('Stopped. Go on when you are ready.');
    expect(screen.getByRole('link', { name: 'Go on now' })).toHaveAttribute('href', '/');
  });
});
