import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

import { createFakeSlideCaptchaServer, type FakeSlideCaptchaServer } from './fake-slide-captcha-server';
import { createSlideCaptchaApi } from './slide-captcha-api';
import { CAPTCHA_DIALOG_LAYER, SlideCaptchaDialog } from './slide-captcha-dialog';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const renderWithI18n = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

function setup(server: FakeSlideCaptchaServer = createFakeSlideCaptchaServer()) {
  const onPass = vi.fn();
  const onClose = vi.fn();
  renderWithI18n(<SlideCaptchaDialog open api={createSlideCaptchaApi(server.identity)} onPass={onPass} onClose={onClose} />);
  return { server, onPass, onClose, user: userEvent.setup() };
}

const slider = () => screen.getByRole('slider', { name: 'Puzzle piece position' });
const readySlider = () => waitFor(() => expect(slider()).not.toHaveAttribute('aria-disabled'));
const verifyBodies = (server: FakeSlideCaptchaServer) =>
  Promise.all(server.requests.filter((r) => r.url.endsWith('/public/captcha/slide/verify')).map((r) => r.clone().json()));
const challengeLoads = (server: FakeSlideCaptchaServer) => server.requests.filter((r) => new URL(r.url).pathname.endsWith('/public/captcha/slide'));

describe('SlideCaptchaDialog', () => {
  it('is a titled modal above the login dialog with a fixed 300x150 picture frame', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Security verification' });
    expect(dialog).toHaveAccessibleDescription('Drag the slider to fit the puzzle piece');
    expect(CAPTCHA_DIALOG_LAYER).toBe(1100);
    expect(dialog.style.zIndex).toBe('1100');
    const frame = screen.getByTestId('slide-captcha-frame');
    expect(frame.style.width).toBe('300px');
    expect(frame.style.height).toBe('150px');
    // Loading: a spinner in the frame, the slider there but disabled.
    expect(screen.getByRole('status', { name: 'Loading the puzzle' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    await readySlider();
    expect(frame.style.width).toBe('300px');
    expect(screen.getByRole('img', { name: 'Puzzle with a gap to fill' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
  });

  it('gives the slider its range, value, name and description, and focuses it', async () => {
    setup();
    await readySlider();
    const handle = slider();
    expect(handle).toHaveAttribute('aria-valuemin', '0');
    // 300 px picture, 40 px piece: the piece's left edge goes from 0 to 260.
    expect(handle).toHaveAttribute('aria-valuemax', '260');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAccessibleDescription('Drag the slider to fit the puzzle piece');
    expect(handle).toHaveFocus();
    const piece = screen.getByTestId('slide-captcha-piece');
    expect(piece.style.top).toBe('30px');
    expect(piece.style.left).toBe('0px');
  });

  it('moves 1 px with the arrows, 10 px with Shift, to the ends with Home and End', async () => {
    const { user } = setup();
    await readySlider();
    const handle = slider();
    const piece = screen.getByTestId('slide-captcha-piece');
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(handle).toHaveAttribute('aria-valuenow', '11');
    expect(piece.style.left).toBe('11px');
    expect(handle.style.left).toBe('11px');
    await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(handle).toHaveAttribute('aria-valuenow', '260');
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '260');
    await user.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('sends {challengeId, x, trail} on Enter and passes on the ticket', async () => {
    const { user, server, onPass, onClose } = setup();
    await readySlider();
    await user.keyboard('{Home}');
    for (let i = 0; i < 13; i++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    for (let i = 0; i < 7; i++) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith({ ticket: 'ticket-challenge-1', randstr: 'randstr-challenge-1' }));
    const [body] = await verifyBodies(server);
    expect(body).toMatchObject({ challengeId: 'challenge-1', x: 137 });
    // The keyboard user's trail (issue #10 item 12): where the piece was, then every step, in time order.
    const xs = body.trail.map((point: number[]) => point[0]);
    expect(xs).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 131, 132, 133, 134, 135, 136, 137]);
    const times = body.trail.map((point: number[]) => point[2]);
    expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
    expect(body.trail.every((point: number[]) => point.length === 3 && point[1] === 0)).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('answers on release after a pointer drag', async () => {
    const { server, onPass } = setup();
    await readySlider();
    const handle = slider();
    fireEvent.pointerDown(handle, { clientX: 100, button: 0 });
    fireEvent.pointerMove(handle, { clientX: 180 });
    expect(handle).toHaveAttribute('aria-valuenow', '80');
    fireEvent.pointerMove(handle, { clientX: 235 });
    fireEvent.pointerUp(handle, { clientX: 235 });
    await waitFor(() => expect(onPass).toHaveBeenCalledTimes(1));
    const [body] = await verifyBodies(server);
    expect(body).toMatchObject({ challengeId: 'challenge-1', x: 135 });
    expect(body.trail.map((point: number[]) => point[0])).toEqual([0, 80, 135]);
  });

  it('does not spend the challenge on a click without movement', async () => {
    const { server } = setup();
    await readySlider();
    fireEvent.pointerDown(slider(), { clientX: 20, button: 0 });
    fireEvent.pointerUp(slider(), { clientX: 20 });
    expect(await verifyBodies(server)).toEqual([]);
  });

  it('after a miss (16801) says so and shows a fresh challenge', async () => {
    const { user, server, onPass } = setup(createFakeSlideCaptchaServer({ gaps: [137, 90] }));
    await readySlider();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(await screen.findByText('Verification failed, please try again')).toBeInTheDocument();
    await readySlider();
    expect(challengeLoads(server)).toHaveLength(2);
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(onPass).not.toHaveBeenCalled();
    // The new challenge is the one answered next.
    for (let i = 0; i < 9; i++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith({ ticket: 'ticket-challenge-2', randstr: 'randstr-challenge-2' }));
  });

  it.each([16808, 16809])('after %i (expired or spent) loads a fresh challenge without an error', async (code) => {
    const server = createFakeSlideCaptchaServer();
    server.nextVerifyCode = code;
    const { user } = setup(server);
    await readySlider();
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(challengeLoads(server)).toHaveLength(2));
    await readySlider();
    expect(screen.queryByText('Verification failed, please try again')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the challenge cannot be loaded, never a blank box', async () => {
    const server = createFakeSlideCaptchaServer();
    server.offline = true;
    const { user } = setup(server);
    expect(await screen.findByRole('alert')).toHaveTextContent('The puzzle could not be loaded. Please check your network and try again.');
    server.offline = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await readySlider();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Puzzle with a gap to fill' })).toBeInTheDocument();
  });

  it('refreshes the challenge with the refresh button', async () => {
    const { user, server } = setup();
    await readySlider();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Refresh puzzle' }));
    await readySlider();
    expect(challengeLoads(server)).toHaveLength(2);
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(await verifyBodies(server)).toEqual([]);
  });

  it('reports a close (button or Escape) as onClose', async () => {
    const { user, onClose, onPass } = setup();
    await readySlider();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onPass).not.toHaveBeenCalled();
  });
});
