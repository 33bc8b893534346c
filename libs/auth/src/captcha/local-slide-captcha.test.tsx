import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Dialog, DialogContent } from '@sealens/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CaptchaPass } from './captcha-provider';
import { createFakeSlideCaptchaServer } from './fake-slide-captcha-server';
import { createLocalSlideCaptcha } from './local-slide-captcha';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function setup() {
  const server = createFakeSlideCaptchaServer({ gaps: [100] });
  const host = document.createElement('div');
  document.body.appendChild(host);
  const captcha = createLocalSlideCaptcha({ identity: server.identity, i18n, container: () => host });
  return { server, host, captcha, user: userEvent.setup() };
}

const readySlider = () =>
  waitFor(() => {
    const slider = screen.getByRole('slider', { name: 'Puzzle piece position' });
    expect(slider).not.toHaveAttribute('aria-disabled');
    return slider;
  });
const paths = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname.replace('/api/ram/sealens/v1', '')}${new URL(r.url).search}`);

async function solve(user: ReturnType<typeof userEvent.setup>) {
  await readySlider();
  await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
}

afterEach(() => {
  // Unmount the Testing Library trees first: their portals live in the body cleared next.
  cleanup();
  document.body.innerHTML = '';
});

describe('createLocalSlideCaptcha', () => {
  it('shows the dialog in its own root on verify() and resolves with the pass', async () => {
    const { captcha, host, user } = setup();
    expect(host).toBeEmptyDOMElement();
    let result!: Promise<CaptchaPass | null>;
    await act(async () => {
      result = captcha.verify();
    });
    expect(host.querySelector('[data-captcha-host="local-slide"]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Security verification' })).toBeInTheDocument();
    await solve(user);
    await expect(result).resolves.toEqual({ ticket: 'ticket-challenge-1', randstr: 'randstr-challenge-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shares one pending challenge between concurrent verify() calls', async () => {
    const { captcha, server, user } = setup();
    let first!: Promise<CaptchaPass | null>;
    let second!: Promise<CaptchaPass | null>;
    await act(async () => {
      first = captcha.verify();
      second = captcha.verify();
    });
    expect(second).toBe(first);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await solve(user);
    expect(await second).toEqual(await first);
    expect(paths(server.requests).filter((p) => p.startsWith('GET /public/captcha/slide'))).toHaveLength(1);
    // Once settled, the next verify() is a new challenge in the same root.
    let third!: Promise<CaptchaPass | null>;
    await act(async () => {
      third = captcha.verify();
    });
    expect(third).not.toBe(first);
    await solve(user);
    await expect(third).resolves.toEqual({ ticket: 'ticket-challenge-2', randstr: 'randstr-challenge-2' });
    expect(document.querySelectorAll('[data-captcha-host]')).toHaveLength(1);
  });

  it('resolves null when the user closes the dialog', async () => {
    const { captcha, user } = setup();
    let result!: Promise<CaptchaPass | null>;
    await act(async () => {
      result = captcha.verify();
    });
    await readySlider();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await expect(result).resolves.toBeNull();
  });

  it('reset() is false before anything was loaded', async () => {
    const { captcha, server } = setup();
    await expect(captcha.reset()).resolves.toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('reset() fetches a new session id that the next challenge uses, true', async () => {
    const { captcha, server, user } = setup();
    let result!: Promise<CaptchaPass | null>;
    await act(async () => {
      result = captcha.verify();
    });
    await solve(user);
    await result;
    await expect(captcha.reset()).resolves.toBe(true);
    await act(async () => {
      result = captcha.verify();
    });
    await readySlider();
    expect(paths(server.requests)).toEqual([
      'GET /public/captcha/slide',
      'POST /public/captcha/slide/verify',
      'GET /public/captcha/sessionId',
      'GET /public/captcha/slide?sessionId=session-1',
    ]);
  });

  it('reset() is false when the session id cannot be fetched', async () => {
    const { captcha, server, user } = setup();
    let result!: Promise<CaptchaPass | null>;
    await act(async () => {
      result = captcha.verify();
    });
    await solve(user);
    await result;
    server.offline = true;
    await expect(captcha.reset()).resolves.toBe(false);
  });

  it('stacks above an open login dialog: clicks and Escape in the captcha leave the login dialog open', async () => {
    const { captcha, user } = setup();
    const onLoginOpenChange = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <Dialog open onOpenChange={onLoginOpenChange}>
          <DialogContent title="Log in" width={550}>
            <p>login form</p>
          </DialogContent>
        </Dialog>
      </I18nProvider>,
    );
    let result!: Promise<CaptchaPass | null>;
    await act(async () => {
      result = captcha.verify();
    });
    const slider = await readySlider();
    expect(slider).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Refresh puzzle' }));
    await readySlider();
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBeNull();
    expect(onLoginOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security verification' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
