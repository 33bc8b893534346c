// Which download a visitor of /m/download most likely wants, from the browser's user agent: inside
// WeChat the mini program (it opens right there), on a phone the app for that phone, on a computer
// the browser plugin (spec §1: the plugin is installed in a computer's browser).
export type DownloadPlatform = 'wechat' | 'android' | 'ios' | 'harmony' | 'computer';
export type DownloadTab = 'app' | 'mini' | 'plugin';

export const DOWNLOAD_TABS: readonly DownloadTab[] = ['app', 'mini', 'plugin'];

export function isDownloadTab(value: unknown): value is DownloadTab {
  return typeof value === 'string' && (DOWNLOAD_TABS as readonly string[]).includes(value);
}

export function downloadPlatformOf(userAgent: string): DownloadPlatform {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/HarmonyOS|OpenHarmony/i.test(userAgent)) return 'harmony';
  if (/Android/i.test(userAgent)) return 'android';
  // iPadOS 13+ reports a Mac; the touch points tell them apart (passed in as "iPad" by the caller).
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Mobile/i.test(userAgent)) return 'android';
  return 'computer';
}

export function defaultDownloadTab(platform: DownloadPlatform): DownloadTab {
  if (platform === 'wechat') return 'mini';
  if (platform === 'computer') return 'plugin';
  return 'app';
}

/** The browser's user agent, with an iPad that calls itself a Mac named as the iPad it is. */
export function browserUserAgent(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): string {
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1 ? `${nav.userAgent} iPad` : nav.userAgent;
}
