import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './activate-locale';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  beforeEach(async () => {
    localStorage.clear();
    await activateLocale('en');
  });

  function renderSwitcher() {
    return render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nProvider>,
    );
  }

  it('starts on the active language and lists the seven languages in their own names', async () => {
    await activateLocale('vi');
    renderSwitcher();
    const trigger = screen.getByRole('button', { name: /Tiếng Việt/ });
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('menuitemradio');
    const names = ['简体中文', '繁體中文', 'English', 'Tiếng Việt', 'ไทย', 'Português', 'Bahasa Indonesia'];
    expect(options).toHaveLength(names.length);
    names.forEach((name, index) => expect(options[index]).toHaveAccessibleName(name));
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches the interface language, stores it and sets <html lang>', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'ไทย' }));
    await waitFor(() => expect(i18n.locale).toBe('th'));
    expect(localStorage.getItem('language')).toBe('th');
    expect(document.cookie).toContain('i18n_redirected=th');
    expect(document.documentElement.lang).toBe('th');
  });
});
