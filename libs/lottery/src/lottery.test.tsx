import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseActivity, invitationLink, type LotteryActivity } from './lottery-api';
import { LOTTERY_POPUPS, isLotteryPopupName } from './lottery-popups';
import { DRAW_ANIMATION_MS, DRAW_ANIMATION_STEP_MS, animateDraw } from './prize-board';
import { fakeLottery } from './testing/fake-lottery-api';
import { renderWithI18n } from './testing/render-with-i18n';
import { WinningRecords } from './winning-records';
import { fetchLotteryRecords, receiveLotteryPrize } from './lottery-api';

const act = (actId: string, ended: boolean): LotteryActivity => ({ actId, name: actId, startTime: '', endTime: '', ended });

describe('lottery', () => {
  it('names the seven popups of spec §2', () => {
    expect(LOTTERY_POPUPS).toEqual(['activity-ended', 'copy-success', 'invitation-record', 'not-win', 'rules', 'winning', 'winning-record']);
    expect(isLotteryPopupName('rules')).toBe(true);
    expect(isLotteryPopupName('nope')).toBe(false);
  });

  it('shows the named activity, else the running one, else the newest ended one', () => {
    const list = [act('new-ended', true), act('running', false), act('old', true)];
    expect(chooseActivity(list, 'old')?.actId).toBe('old');
    expect(chooseActivity(list, 'missing')?.actId).toBe('running');
    expect(chooseActivity([act('a', true), act('b', true)])?.actId).toBe('a');
    expect(chooseActivity([])).toBeNull();
  });

  it('builds the invitation link with the aic code', () => {
    expect(invitationLink('https://sealens.example', 'spring', '42-abcdEFGH')).toBe('https://sealens.example/lottery?actId=spring&aic=42-abcdEFGH');
  });

  it('walks the board and stops on the target; with reduced motion it shows the result at once', async () => {
    vi.useFakeTimers();
    const steps: number[] = [];
    const done = animateDraw(4, 2, (i) => steps.push(i), false);
    await vi.advanceTimersByTimeAsync(DRAW_ANIMATION_MS + 10 * DRAW_ANIMATION_STEP_MS);
    await done;
    expect(steps.at(-1)).toBe(2);
    expect(steps.length).toBeGreaterThan(4);
    vi.useRealTimers();
    const reduced: number[] = [];
    await animateDraw(4, 3, (i) => reduced.push(i), true);
    expect(reduced).toEqual([3]);
  });

  it('claims a membership prize with one button and a shipped one with its address', async () => {
    const records = [
      { recordId: 1, prize: { prizeId: 'p1', name: 'Day pass' }, createTime: '2026-11-01 10:00:00', received: false },
      { recordId: 2, prize: { prizeId: 'p3', name: 'Handbook', shipped: true }, createTime: '2026-11-01 11:00:00', received: false },
    ];
    const lottery = fakeLottery({ records });
    renderWithI18n(<WinningRecords load={() => fetchLotteryRecords(lottery.api(), 'a')} receive={(id, d) => receiveLotteryPrize(lottery.api(), id, d)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByText('Claimed')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Enter the delivery address' }));
    await user.type(screen.getByLabelText('Recipient'), 'Li Lei');
    await user.type(screen.getByLabelText('Phone number'), '13812345678');
    await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), 'Room 1, 2 Demo Road');
    await user.click(screen.getByRole('button', { name: 'Save the delivery address' }));
    await waitFor(() => expect(screen.getByText('Ship to Li Lei, 13812345678, Room 1, 2 Demo Road')).toBeInTheDocument());
    expect(lottery.posts.map((p) => p.body)).toEqual([{ recordId: 1 }, { recordId: 2, delivery: { name: 'Li Lei', phone: '13812345678', address: 'Room 1, 2 Demo Road' } }]);
  });
});
