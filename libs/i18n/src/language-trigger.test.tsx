// Session 8's Chinese phone screenshot: in the workbench's top bar at 390 px the switcher's "简体中文"
// wrapped a character a line. Its trigger keeps the name on one line and does not shrink.
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './activate-locale';
import { LanguageSwitcher } from './language-switcher';

describe('the language trigger in a crowded bar', () => {
  it('keeps the language name on one line and its own width', async () => {
    await activateLocale('zh');
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nProvider>,
    );
    const trigger = screen.getByRole('button', { name: /简体中文/ });
    expect(trigger.className.split(' ')).toEqual(expect.arrayContaining(['whitespace-nowrap', 'shrink-0']));
  });
});
