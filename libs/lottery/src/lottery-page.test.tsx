import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryOverview } from './lottery-api';
import { LotteryPage, lotteryLanding } from './lottery-page';
import { fakeLottery } from './testing/fake-lottery-api';
import { renderWithI18n } from './testing/render-with-i18n';

const openLogin = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@sealens/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), openLogin }));

const OVERVIEW: LotteryOverview = {
  activity: { actId: 'spring', name: 'Spring draw', startTime: '2026-11-01', endTime: '2026-12-31', ended: false },
  prizes: [
    { prizeId: 'p1', name: 'Ultimate plan, 1 month' },
    { prizeId: 'p0', name: 'Thanks', noWin: true },
  ],
  chances: 0,
  inviteCode: '7-abcdEFGH',
};

function renderPage(props: { loggedIn: boolean; chances?: number; aic?: string }) {
  const lottery = fakeLottery();
  renderWithI18n(
    <LotteryPage
      overview={{ ...OVERVIEW, chances: props.chances ?? 0 }}
      aic={props.aic ?? null}
      loggedIn={props.loggedIn}
      api={lottery.api}
      popup={null}
      onPopupChange={() => undefined}
    />,
  );
  return lottery;
}

describe('LotteryPage (issue 27 item 6)', () => {
  beforeEach(() => {
    openLogin.mockClear();
    window.history.replaceState(null, '', '/lottery?actId=spring&aic=3-zzzzZZZZ&popup=rules');
  });

  it('with 0 chances the Draw button is disabled and says why; nothing is posted', async () => {
    const lottery = renderPage({ loggedIn: true, chances: 0 });
    const draw = screen.getByRole('button', { name: 'Draw' });
    expect(draw).toBeDisabled();
    expect(draw).toHaveAccessibleDescription('You have no chances left. Invite friends: each friend who registers gives you one more.');
    await userEvent.click(draw);
    expect(lottery.posts).toEqual([]);
  });

  it('with a chance the Draw button is enabled and has no such reason', () => {
    renderPage({ loggedIn: true, chances: 1 });
    const draw = screen.getByRole('button', { name: 'Draw' });
    expect(draw).toBeEnabled();
    expect(screen.queryByTestId('lottery-no-chances')).toBeNull();
  });

  it('"Log in to draw" opens the login with the activity, the inviter code and this lottery as the landing', async () => {
    renderPage({ loggedIn: false, aic: '3-zzzzZZZZ' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in to draw' }));
    expect(openLogin).toHaveBeenCalledWith({ activity: { actId: 'spring', inviteCode: '3-zzzzZZZZ', landing: '/lottery?actId=spring&aic=3-zzzzZZZZ' } });
  });

  it('"Register and get a chance" opens the activity registration with the same landing', async () => {
    renderPage({ loggedIn: false, aic: '3-zzzzZZZZ' });
    await userEvent.click(screen.getByRole('button', { name: 'Register and get a chance' }));
    expect(openLogin).toHaveBeenCalledWith({
      view: { mode: 'promote', variant: 'activityRegister' },
      activity: { actId: 'spring', inviteCode: '3-zzzzZZZZ', landing: '/lottery?actId=spring&aic=3-zzzzZZZZ' },
    });
  });

  it('the landing is the lottery without an open popup (a mobile popup path or ?popup=)', () => {
    expect(lotteryLanding('/m/lottery/components/rules', '?actId=a&aic=b')).toBe('/m/lottery?actId=a&aic=b');
    expect(lotteryLanding('/lottery', '?popup=rules')).toBe('/lottery');
    expect(lotteryLanding('/lottery', '')).toBe('/lottery');
  });
});
