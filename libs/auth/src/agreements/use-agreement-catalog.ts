import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { loadAgreementMessages, type AgreementMessagesLoader } from './agreement-messages';
import { SERVICE_AGREEMENT } from './texts/service-agreement';

export type AgreementCatalogStatus = 'loading' | 'ready' | 'error';

// Any message of the agreements catalog shows whether it is already merged into the active locale;
// checking the instance itself (not a module flag) stays right when the locale changes or another
// i18n instance is in use.
const PROBE_ID = SERVICE_AGREEMENT.intro.id;

interface Outcome {
  locale: string;
  attempt: number;
  status: 'ready' | 'error';
}

/**
 * Makes sure the agreements catalog of the active locale is loaded into the surrounding Lingui
 * instance, loading it on first use and again after every language switch.
 */
export function useAgreementCatalog(load: AgreementMessagesLoader = loadAgreementMessages) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const present = PROBE_ID !== undefined && PROBE_ID in i18n.messages;
  // The loader may be an inline function; it must not restart the load on every render.
  const fetchMessages = useEffectEvent((code: string) => load(code));

  useEffect(() => {
    if (present) return;
    fetchMessages(locale).then(
      (messages) => {
        // Merged even if the dialog closed meanwhile: the next opening then needs no download.
        i18n.load(locale, messages);
        setOutcome({ locale, attempt, status: 'ready' });
      },
      () => setOutcome({ locale, attempt, status: 'error' }),
    );
  }, [i18n, locale, attempt, present]);

  // An outcome counts only for the locale and attempt it belongs to, so a slow answer for a
  // language the user already left never shows.
  const status: AgreementCatalogStatus = present
    ? 'ready'
    : outcome?.locale === locale && outcome.attempt === attempt
      ? outcome.status
      : 'loading';
  return { status, retry: () => setAttempt((n) => n + 1) };
}
