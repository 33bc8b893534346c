import type { ApiClients } from '@sealens/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WECHAT_APP_ID, WECHAT_JSSDK_URL, isWeChatBrowser, prepareWeChatShare, shareElsewhere } from './wechat-share';

const PAGE = { title: 'SeaLens', desc: 'Market data', link: 'https://sealens.example/m/about', imgUrl: 'https://sealens.example/m/favicon.svg' };
const SIGNED = { appId: 'sealens-demo', timestamp: 1_790_000_000, nonceStr: 'abc', signature: 'f00' };
const signatureApi = (answer: unknown) =>
  ({ GET: vi.fn(async () => ({ data: answer, response: new Response(null, { status: 200 }) })) }) as unknown as ApiClients['main'];

function fakeSdk(outcome: 'ready' | 'error') {
  const sdk = {
    config: vi.fn(() => setTimeout(() => (outcome === 'ready' ? sdk.onReady?.() : sdk.onError?.('invalid signature')), 0)),
    ready: vi.fn((callback: () => void) => (sdk.onReady = callback)),
    error: vi.fn((callback: (reason: unknown) => void) => (sdk.onError = callback)),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
    onReady: undefined as undefined | (() => void),
    onError: undefined as undefined | ((reason: unknown) => void),
  };
  return sdk;
}

afterEach(() => vi.unstubAllGlobals());

describe('isWeChatBrowser', () => {
  it("knows WeChat's browser by its user agent", () => {
    expect(isWeChatBrowser('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.50.2600(0x28003237) NetType/WIFI')).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 MicroMessenger/8.0.49')).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/156.0.0.0 Mobile Safari/537.36')).toBe(false);
  });

  it('loads the official JS-SDK unless configured otherwise', () => {
    expect(WECHAT_JSSDK_URL).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
  });
});

describe('prepareWeChatShare', () => {
  it("asks the signature for this page's address (no hash) and configures the SDK with it, then the share data", async () => {
    window.history.replaceState(null, '', '/m/about?x=1#top');
    const api = signatureApi({ code: 200, message: 'success', payload: SIGNED });
    const sdk = fakeSdk('ready');
    expect(await prepareWeChatShare(api, PAGE, async () => sdk)).toBe('wechat-ready');
    expect(api.GET).toHaveBeenCalledWith('/public/weChatJsapiSignaturePublic', { params: { query: { appId: WECHAT_APP_ID, jumpUrl: 'http://localhost:3000/m/about?x=1' } } });
    expect(sdk.config).toHaveBeenCalledWith({ debug: false, ...SIGNED, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith(PAGE);
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({ title: PAGE.title, link: PAGE.link, imgUrl: PAGE.imgUrl });
  });

  it('fails without a signature (the SDK is then not loaded), or when the SDK refuses the configuration', async () => {
    const load = vi.fn();
    expect(await prepareWeChatShare(signatureApi({ code: 400, message: 'bad' }), PAGE, load)).toBe('failed');
    expect(load).not.toHaveBeenCalled();
    expect(await prepareWeChatShare(signatureApi({ code: 200, message: 'success', payload: SIGNED }), PAGE, async () => fakeSdk('error'))).toBe('failed');
    expect(await prepareWeChatShare(signatureApi({ code: 200, message: 'success', payload: SIGNED }), PAGE, async () => Promise.reject(new Error('blocked')))).toBe('failed');
  });
});

describe('shareElsewhere', () => {
  it('uses the share sheet when there is one, else copies the link', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    expect(await shareElsewhere(PAGE)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: PAGE.title, text: PAGE.desc, url: PAGE.link });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await shareElsewhere(PAGE)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(PAGE.link);
    vi.stubGlobal('navigator', { share: vi.fn(async () => Promise.reject(new DOMException('no', 'AbortError'))), clipboard: { writeText } });
    expect(await shareElsewhere(PAGE)).toBe('cancelled');
  });
});
