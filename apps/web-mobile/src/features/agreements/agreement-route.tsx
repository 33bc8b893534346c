// Route module of /m/agreement (the service agreement) and /m/policy (the privacy agreement): the
// texts the login dialog opens in its 720-wide dialog, as full pages for phones (spec §2).
import { msg } from '@lingui/core/macro';
import { AgreementBody, useAgreementTitle, type AgreementKind } from '@sealens/auth';
import type { RouteHandle } from '@sealens/ssr';
import { useLocation } from 'react-router';
import { pageTitle } from '../../app/site-head';

/** The agreement of a path: /policy is the privacy agreement, /agreement the service agreement. */
export function agreementKindOf(pathname: string): AgreementKind {
  return pathname.replace(/\/+$/, '').endsWith('/policy') ? 'privacy' : 'service';
}

export function Component() {
  const kind = agreementKindOf(useLocation().pathname);
  const title = useAgreementTitle(kind);
  return (
    <article aria-labelledby="agreement-title" className="flex flex-col gap-4 px-4 py-6">
      <h1 id="agreement-title" className="text-xl font-bold text-ink">
        {title}
      </h1>
      <AgreementBody kind={kind} />
    </article>
  );
}

export const handle: RouteHandle = {
  head: ({ i18n, pathname }) =>
    agreementKindOf(pathname) === 'privacy'
      ? { title: pageTitle(i18n._(msg`Privacy Agreement`)), description: i18n._(msg`How SeaLens collects, uses and stores your personal data.`) }
      : { title: pageTitle(i18n._(msg`Service Agreement`)), description: i18n._(msg`The terms of registering and using SeaLens, membership included.`) },
};
