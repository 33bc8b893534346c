import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_LINKS } from '../../config/download-links';
import type { DownloadPlatform } from './download-platform';
import { DownloadPage } from './download-page';

const LINK = { openlink: 'weixin://dl/business/?t=demo123', expireTime: 1 };

function renderPage(search: string, platform: DownloadPlatform, fetchLink = vi.fn(() => Promise.resolve(LINK))) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/download${search}`]}>
        <DownloadPage platform={platform} fetchMiniProgramLink={fetchLink} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return fetchLink;
}

describe('DownloadPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('opens on the app for a phone, Android first on Android', async () => {
    const fetchLink = renderPage('', 'android');
    expect(await screen.findByRole('tab', { name: 'App', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([DOWNLOAD_LINKS.androidApp, DOWNLOAD_LINKS.iosApp]);
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it('puts the App Store first on an iPhone', async () => {
    renderPage('', 'ios');
    const links = within(await screen.findByRole('tabpanel')).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', DOWNLOAD_LINKS.iosApp);
  });

  it('opens on the mini program inside WeChat: the button links to the scheme the server gave', async () => {
    const fetchLink = renderPage('', 'wechat');
    expect(await screen.findByRole('tab', { name: 'Mini program', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the mini program' })).toHaveAttribute('href', LINK.openlink);
    expect(fetchLink).toHaveBeenCalledTimes(1);
  });

  it('says when the mini program link cannot be had, and retries', async () => {
    const fetchLink = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(LINK);
    renderPage('?tab=mini', 'android', fetchLink);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open the mini program' })).toHaveAttribute('href', LINK.openlink);
  });

  it('keeps the tab the address names, whatever the platform', async () => {
    renderPage('?tab=plugin', 'wechat');
    expect(await screen.findByRole('tab', { name: 'Browser plugin', selected: true })).toBeInTheDocument();
    expect(screen.getByText("The plugin installs in a computer's browser. Open the download page on your computer, or copy its link.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the plugin download page' })).toHaveAttribute('href', DOWNLOAD_LINKS.pluginDownload);
  });

  it('opens on the plugin on a computer, without the phone note', async () => {
    renderPage('', 'computer');
    expect(await screen.findByRole('tab', { name: 'Browser plugin', selected: true })).toBeInTheDocument();
    expect(screen.queryByText("The plugin installs in a computer's browser. Open the download page on your computer, or copy its link.")).toBeNull();
  });
});
