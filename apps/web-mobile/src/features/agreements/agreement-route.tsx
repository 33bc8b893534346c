// Route module of /m/agreement (the service agreement) and /m/policy (the privacy agreement): the
// texts the login dialog opens in its 720-wide dialog, as full pages for phones (spec §2). The
// dialog downloads the agreements catalog on first use; this page's loader reads it, so the
// server's HTML holds the whole text and the page hydrates with it (no spinner, no layout shift).
import { setupI18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui } from '@lingui/react';
import { AgreementBody, loadAgreementMessages, useAgreementTitle, type AgreementKind } from '@sealens/auth';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@sealens/domain';
import { i18n as siteI18n } from '@sealens/i18n';
import { isServerLoaderContext, type RouteHandle } from '@sealens/ssr';
import { useMemo } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';

/** The agreement of a path: /policy is the privacy agreement, /agreement the service agreement. */
export function agreementKindOf(pathname: string): AgreementKind {
  return pathname.replace(/\/+$/, '').endsWith('/policy') ? 'privacy' : 'service';
}

export interface AgreementData {
  locale: LocaleCode;
  /** The agreements catalog of `locale`; null when it could not be read (the body then loads it, with its retry). */
  messages: Messages | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<AgreementData> {
  const locale = isServerLoaderContext(context) ? context.locale : isLocaleCode(siteI18n.locale) ? siteI18n.locale : DEFAULT_LOCALE;
  try {
    return { locale, messages: await loadAgreementMessages(locale) };
  } catch {
    return { locale, messages: null };
  }
}

export function Component() {
  const kind = agreementKindOf(useLocation().pathname);
  const title = useAgreementTitle(kind);
  const { locale, messages } = useLoaderData<AgreementData>();
  const { i18n } = useLingui();
  const active = i18n.locale;
  // The body reads the texts from an instance that already holds them (merging them into the
  // site's instance while rendering would notify its provider mid-render). After a language
  // switch the body loads the new language's texts itself.
  const withTexts = useMemo(
    () => (messages && active === locale ? setupI18n({ locale, messages: { [locale]: { ...i18n.messages, ...messages } } }) : null),
    [i18n, active, locale, messages],
  );
  const body = <AgreementBody kind={kind} />;
  return (
    <article aria-labelledby="agreement-title" className="flex flex-col gap-4 px-4 py-6">
      <h1 id="agreement-title" className="text-xl font-bold text-ink">
        {title}
      </h1>
      {withTexts ? <I18nProvider i18n={withTexts}>{body}</I18nProvider> : body}
    </article>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n, pathname }) =>
    agreementKindOf(pathname) === 'privacy'
      ? { title: pageTitle(i18n._(msg`Privacy Agreement`)), description: i18n._(msg`How SeaLens collects, uses and stores your personal data.`) }
      : { title: pageTitle(i18n._(msg`Service Agreement`)), description: i18n._(msg`The terms of registering and using SeaLens, membership included.`) },
};
