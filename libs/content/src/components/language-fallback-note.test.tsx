import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { LanguageFallbackNote, languageName } from './language-fallback-note';

describe('LanguageFallbackNote', () => {
  it('names the language the item is shown in', () => {
    renderWithI18n(<LanguageFallbackNote lang="zh" />);
    expect(screen.getByRole('note')).toHaveTextContent("This item is not available in your language yet; it is shown in Chinese");
  });

  it('says nothing when the item is in the reader language or its language is unknown', () => {
    const { container } = renderWithI18n(
      <>
        <LanguageFallbackNote lang="en" />
        <LanguageFallbackNote lang={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("names languages in the reader's language", () => {
    expect(languageName('en', 'th')).toBe('อังกฤษ');
    expect(languageName('th', 'zh')).toBe('泰语');
    const thai = setupI18n({ locale: 'th', messages: { th: {} } });
    render(
      <I18nProvider i18n={thai}>
        <LanguageFallbackNote lang="th" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
