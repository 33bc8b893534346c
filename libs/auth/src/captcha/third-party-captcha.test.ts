import { CAPTCHA_LANGUAGE } from '@sealens/domain';

import {
  appendScript,
  CaptchaLoadError,
  createThirdPartyCaptcha,
  type ThirdPartyCaptchaConstructor,
  type ThirdPartyCaptchaResult,
} from './third-party-captcha';

const SCRIPT_URL = 'https://captcha.example.com/TCaptcha.js';
const APP_ID = '190000001';

/** A fake of the platform's global: records each widget and lets the test answer its callback. */
function fakeGlobal() {
  const widgets: { appId: string; options: { sessionId: string; lang: number }; shown: boolean; answer(result: ThirdPartyCaptchaResult): void }[] = [];
  const Captcha: ThirdPartyCaptchaConstructor = class {
    private readonly record;
    constructor(appId: string, callback: (result: ThirdPartyCaptchaResult) => void, options: { sessionId: string; lang: number }) {
      this.record = { appId, options, shown: false, answer: callback };
      widgets.push(this.record);
    }
    show() {
      this.record.shown = true;
    }
  };
  return { Captcha, widgets };
}

function setup(overrides: { loadScript?: (url: string) => Promise<void>; defined?: boolean } = {}) {
  const { Captcha, widgets } = fakeGlobal();
  const loadScript = vi.fn(overrides.loadScript ?? (() => Promise.resolve()));
  let sessions = 0;
  const getSessionId = vi.fn(() => Promise.resolve(`session-${++sessions}`));
  const captcha = createThirdPartyCaptcha({
    scriptUrl: SCRIPT_URL,
    appId: APP_ID,
    getSessionId,
    loadScript,
    getConstructor: () => (overrides.defined === false ? undefined : Captcha),
  });
  const shownWidget = async (index = 0) => {
    await vi.waitFor(() => expect(widgets[index]?.shown).toBe(true));
    return widgets[index] as (typeof widgets)[number];
  };
  return { captcha, widgets, loadScript, getSessionId, shownWidget };
}

describe('createThirdPartyCaptcha', () => {
  it('creates the widget with the app id, a fresh session id and language 1, and passes the ticket on', async () => {
    const { captcha, loadScript, getSessionId, shownWidget } = setup();
    const result = captcha.verify();
    const widget = await shownWidget();
    expect(loadScript).toHaveBeenCalledWith(SCRIPT_URL);
    expect(getSessionId).toHaveBeenCalledTimes(1);
    expect(CAPTCHA_LANGUAGE).toBe(1);
    expect(widget.appId).toBe(APP_ID);
    expect(widget.options).toEqual({ sessionId: 'session-1', lang: 1 });
    widget.answer({ ret: 0, ticket: 't-1', randstr: 'r-1' });
    await expect(result).resolves.toEqual({ ticket: 't-1', randstr: 'r-1' });
  });

  it('resolves null when the user closes the widget (ret 2) or it answers without a ticket', async () => {
    const { captcha, shownWidget } = setup();
    const closed = captcha.verify();
    (await shownWidget(0)).answer({ ret: 2 });
    await expect(closed).resolves.toBeNull();
    const empty = captcha.verify();
    (await shownWidget(1)).answer({ ret: 0, ticket: '', randstr: '' });
    await expect(empty).resolves.toBeNull();
  });

  it('loads the script once across verify() calls and shares a pending one', async () => {
    const { captcha, loadScript, widgets, shownWidget } = setup();
    const first = captcha.verify();
    const second = captcha.verify();
    expect(second).toBe(first);
    (await shownWidget(0)).answer({ ret: 0, ticket: 't', randstr: 'r' });
    await first;
    const third = captcha.verify();
    (await shownWidget(1)).answer({ ret: 2 });
    await third;
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(widgets).toHaveLength(2);
    expect(widgets.map((w) => w.options.sessionId)).toEqual(['session-1', 'session-2']);
  });

  it('rejects verify() with a clear error when the script fails to load, and reset() is false', async () => {
    const { captcha, getSessionId } = setup({ loadScript: () => Promise.reject(new Error('network error')) });
    await expect(captcha.verify()).rejects.toThrow(CaptchaLoadError);
    await expect(captcha.verify()).rejects.toThrow(`The captcha script ${SCRIPT_URL} could not be loaded: network error`);
    await expect(captcha.reset()).resolves.toBe(false);
    expect(getSessionId).not.toHaveBeenCalled();
  });

  it('rejects when the script defines no captcha constructor', async () => {
    const { captcha } = setup({ defined: false });
    await expect(captcha.verify()).rejects.toThrow('the script defined no captcha constructor');
    await expect(captcha.reset()).resolves.toBe(false);
  });

  it('tries the script again on the next verify() after a failed load', async () => {
    let attempts = 0;
    const { captcha, loadScript, shownWidget } = setup({
      loadScript: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()),
    });
    await expect(captcha.verify()).rejects.toThrow(CaptchaLoadError);
    const retry = captcha.verify();
    (await shownWidget()).answer({ ret: 0, ticket: 't', randstr: 'r' });
    await expect(retry).resolves.toEqual({ ticket: 't', randstr: 'r' });
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('reset() is false before the script loaded, then fetches the session id the next widget uses', async () => {
    const { captcha, getSessionId, shownWidget } = setup();
    await expect(captcha.reset()).resolves.toBe(false);
    const first = captcha.verify();
    (await shownWidget(0)).answer({ ret: 0, ticket: 't', randstr: 'r' });
    await first;
    await expect(captcha.reset()).resolves.toBe(true);
    captcha.verify();
    const widget = await shownWidget(1);
    expect(widget.options.sessionId).toBe('session-2');
    expect(getSessionId).toHaveBeenCalledTimes(2);
  });

  it('reset() is false when the session id call fails', async () => {
    const { captcha, getSessionId, shownWidget } = setup();
    const first = captcha.verify();
    (await shownWidget(0)).answer({ ret: 2 });
    await first;
    getSessionId.mockRejectedValueOnce(new Error('HTTP 500'));
    await expect(captcha.reset()).resolves.toBe(false);
  });
});

describe('appendScript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('appends one async <script> and resolves on load', async () => {
    const loaded = appendScript(SCRIPT_URL);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', SCRIPT_URL);
    expect(scripts[0]?.async).toBe(true);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects and removes the tag on error', async () => {
    const loaded = appendScript(SCRIPT_URL);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('network error');
    expect(document.head.querySelector('script')).toBeNull();
  });
});
