// Sharing a page (spec §7 GET /public/weChatJsapiSignaturePublic with appId and jumpUrl, auth
// disabled; spec §7 "a messaging/social SDK"). Inside WeChat's browser the page configures WeChat's
// JS-SDK with the server's signature, so WeChat's own share menu sends this page's title, text and
// picture; the SDK script is fetched only then. Elsewhere: the system share sheet, else a copied link.
import type { ApiClients } from '@sealens/api';
import { answerOf } from '../shared/answer';

export interface SharedPage {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export type ShareOutcome = 'wechat-ready' | 'shared' | 'copied' | 'cancelled' | 'failed';

/** WeChat's in-app browser says so in its user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger\//i.test(userAgent);
}

/** The JS-SDK (configurable: a deployment may mirror it; the e2e tests serve their own). */
export const WECHAT_JSSDK_URL: string = import.meta.env?.VITE_WECHAT_JSSDK_URL || 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** The official account's app id the signature is made for. */
export const WECHAT_APP_ID: string = import.meta.env?.VITE_WECHAT_APP_ID || 'sealens-demo';
/** How long the SDK may take to load and accept the configuration. */
export const WECHAT_READY_TIMEOUT_MS = 10_000;

interface WeChatSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(data: SharedPage): void;
  updateTimelineShareData(data: Omit<SharedPage, 'desc'>): void;
}

/** Adds the SDK's script once and resolves with its global `wx`. */
export function loadWeChatSdk(url = WECHAT_JSSDK_URL): Promise<WeChatSdk> {
  const existing = (window as unknown as { wx?: WeChatSdk }).wx;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const wx = (window as unknown as { wx?: WeChatSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('the WeChat JS-SDK did not define wx'));
    };
    script.onerror = () => reject(new Error('the WeChat JS-SDK could not be loaded'));
    document.head.appendChild(script);
  });
}

/** Configures WeChat's share menu for `page` (signature from the server, SDK on demand). */
export async function prepareWeChatShare(api: ApiClients['main'], page: SharedPage, loadSdk: () => Promise<WeChatSdk> = () => loadWeChatSdk()): Promise<ShareOutcome> {
  // The signature covers the page address without its hash.
  const jumpUrl = window.location.href.split('#')[0] ?? window.location.href;
  const answer = await answerOf<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
    api.GET('/public/weChatJsapiSignaturePublic', { params: { query: { appId: WECHAT_APP_ID, jumpUrl } } }),
  );
  if (answer.code !== 200 || !answer.payload) return 'failed';
  const signed = answer.payload;
  let wx: WeChatSdk;
  try {
    wx = await loadSdk();
  } catch {
    return 'failed';
  }
  return new Promise<ShareOutcome>((resolve) => {
    const timer = setTimeout(() => resolve('failed'), WECHAT_READY_TIMEOUT_MS);
    wx.ready(() => {
      clearTimeout(timer);
      wx.updateAppMessageShareData(page);
      wx.updateTimelineShareData({ title: page.title, link: page.link, imgUrl: page.imgUrl });
      resolve('wechat-ready');
    });
    wx.error(() => {
      clearTimeout(timer);
      resolve('failed');
    });
    wx.config({
      debug: false,
      appId: signed.appId,
      timestamp: signed.timestamp,
      nonceStr: signed.nonceStr,
      signature: signed.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
  });
}

/** Outside WeChat: the system share sheet when there is one, else the link to the clipboard. */
export async function shareElsewhere(page: SharedPage): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: page.title, text: page.desc, url: page.link });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(page.link);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Shares `page` the way the browser allows (see the file's comment). */
export function sharePage(api: ApiClients['main'], page: SharedPage, userAgent = navigator.userAgent): Promise<ShareOutcome> {
  return isWeChatBrowser(userAgent) ? prepareWeChatShare(api, page) : shareElsewhere(page);
}
