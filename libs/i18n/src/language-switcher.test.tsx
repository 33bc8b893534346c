import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from './activate-locale';
import { LanguageSwitcher } from './language-switcher';

// First in this file: the menu's code is loaded once per module, so this runs before it is.
describe('LanguageSwitcher before its menu code arrived', () => {
  it('paints a look-alike button, and a press opens the menu as soon as the code is there', async () => {
    // The browser is never idle here: only the press loads the menu.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      await activateLocale('en');
      render(
        <I18nProvider i18n={i18n}>
          <LanguageSwitcher />
        </I18nProvider>,
      );
      const firstPaint = screen.getByRole('button', { name: /English/ });
      expect(firstPaint).toHaveAttribute('aria-haspopup', 'menu');
      expect(firstPaint).not.toHaveAttribute('data-state');
      await userEvent.click(firstPaint);
      expect(await screen.findAllByRole('menuitemradio', {}, { timeout: 5000 })).toHaveLength(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('LanguageSwitcher', () => {
  beforeEach(async () => {
    localStorage.clear();
    await activateLocale('en');
  });

  /** Renders the switcher and waits until the menu's code replaced the first-paint button (browser idle). */
  async function renderSwitcher() {
    const view = render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-state', 'closed'), { timeout: 5000 });
    return view;
  }

  it('starts on the active language and lists the seven languages in their own names', async () => {
    await activateLocale('vi');
    await renderSwitcher();
    const trigger = screen.getByRole('button', { name: /Tiếng Việt/ });
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('menuitemradio');
    const names = ['简体中文', '繁體中文', 'English', 'Tiếng Việt', 'ไทย', 'Português', 'Bahasa Indonesia'];
    expect(options).toHaveLength(names.length);
    names.forEach((name, index) => expect(options[index]).toHaveAccessibleName(name));
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches the interface language, stores it and sets <html lang>', async () => {
    await renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'ไทย' }));
    await waitFor(() => expect(i18n.locale).toBe('th'));
    expect(localStorage.getItem('language')).toBe('th');
    expect(document.cookie).toContain('i18n_redirected=th');
    expect(document.documentElement.lang).toBe('th');
  });
});
