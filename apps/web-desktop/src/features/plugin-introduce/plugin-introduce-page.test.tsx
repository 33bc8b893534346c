import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '../../config/external-links';
import { SUPPORTED_BROWSERS } from './plugin-content';
import { PluginIntroducePage } from './plugin-introduce-page';

function renderPage() {
  return render(
    <I18nProvider i18n={i18n}>
      <PluginIntroducePage />
    </I18nProvider>,
  );
}

describe('PluginIntroducePage', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('has one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Marketplace data on every page you open');
  });

  it('links every download button to the plugin download in a new tab', () => {
    renderPage();
    const buttons = screen.getAllByRole('link', { name: /download the plugin for free/i });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAttribute('href', EXTERNAL_LINKS.pluginDownload);
      expect(button).toHaveAttribute('target', '_blank');
      expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists the five supported browsers and the 3 install steps', () => {
    renderPage();
    const browsers = within(screen.getByRole('region', { name: 'Supported browsers' })).getAllByRole('listitem');
    expect(browsers.map((item) => item.textContent)).toEqual([
      '360360 Browser',
      'CGoogle Chrome',
      'EMicrosoft Edge',
      'QQQQ Browser',
      'SSogou Browser',
    ]);
    const steps = within(screen.getByRole('region', { name: 'Install in 3 steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(screen.getByText('96%')).toBeInTheDocument();
    expect(screen.getByText('Works in 360 Browser, Google Chrome, Microsoft Edge, QQ Browser, and Sogou Browser.')).toBeInTheDocument();
  });

  it("shows the browsers' names in the reader's language", () => {
    const [browser360, , , qq, sogou] = SUPPORTED_BROWSERS;
    if (!browser360 || !qq || !sogou) throw new Error('five browsers expected');
    i18n.loadAndActivate({ locale: 'zh', messages: { [browser360.name.id]: '360浏览器', [qq.name.id]: 'QQ浏览器', [sogou.name.id]: '搜狗浏览器' } });
    try {
      renderPage();
      const browsers = within(screen.getByRole('region', { name: 'Supported browsers' })).getAllByRole('listitem');
      expect(browsers.map((item) => item.textContent)).toEqual(['360360浏览器', 'CGoogle Chrome', 'EMicrosoft Edge', 'QQQQ浏览器', 'S搜狗浏览器']);
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
