// Issue 15 item 7: an item that does not exist in the reader's language is shown in its own, and
// says so, naming that language in the reader's language.
import { Trans } from '@lingui/react/macro';
import { localeIso, type LocaleCode } from '@sealens/domain';
import { useReaderLocale } from './use-reader-locale';

/** The language's name in the reader's language ("Thai", "泰语"); the code when Intl cannot name it. */
export function languageName(code: LocaleCode, reader: LocaleCode): string {
  try {
    return new Intl.DisplayNames([localeIso(reader)], { type: 'language' }).of(localeIso(code)) ?? code;
  } catch {
    return code;
  }
}

export interface LanguageFallbackNoteProps {
  /** The language the item is written in (null: unknown, nothing is said). */
  lang: LocaleCode | null;
}

export function LanguageFallbackNote({ lang }: LanguageFallbackNoteProps) {
  const reader = useReaderLocale();
  if (!lang || lang === reader) return null;
  const language = languageName(lang, reader);
  return (
    <p role="note" lang={localeIso(reader)} className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm text-ink-muted" data-testid="language-fallback-note">
      <Trans>This item is not available in your language yet; it is shown in {language}.</Trans>
    </p>
  );
}
