import { describe, expect, it } from 'vitest';
import { browserUserAgent, defaultDownloadTab, downloadPlatformOf } from './download-platform';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  wechat: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.50',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

describe('the download tab for a platform', () => {
  it.each([
    ['android', 'android', 'app'],
    ['iphone', 'ios', 'app'],
    ['wechat', 'wechat', 'mini'],
    ['harmony', 'harmony', 'app'],
    ['windows', 'computer', 'plugin'],
    ['mac', 'computer', 'plugin'],
  ] as const)('%s: %s, the %s tab', (ua, platform, tab) => {
    expect(downloadPlatformOf(UA[ua])).toBe(platform);
    expect(defaultDownloadTab(platform)).toBe(tab);
  });

  it('tells an iPad that calls itself a Mac by its touch points', () => {
    expect(downloadPlatformOf(browserUserAgent({ userAgent: UA.mac, maxTouchPoints: 5 }))).toBe('ios');
    expect(downloadPlatformOf(browserUserAgent({ userAgent: UA.mac, maxTouchPoints: 0 }))).toBe('computer');
  });
});
