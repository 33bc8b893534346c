// The scope line the analysis kind's dashboards open with (the site and all-site dashboards, the live
// analysis): the category and the site (all sites in US dollars), on a one-site page a link to the
// same over all sites, and a note when the address asked for a period these dashboards do not read.
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_NAMES } from '@sealens/i18n';
import { CategoryLabel } from '@sealens/workbench';
import { Link } from 'react-router';
import type { DashboardScope } from './analysis-data';

export interface ScopeHeadingProps {
  scope: DashboardScope;
  /** The same dashboard over all sites (a one-site page's link); none on an all-site page. */
  allSitesHref?: string | undefined;
}

export function ScopeHeading({ scope, allSitesHref }: ScopeHeadingProps) {
  const { i18n } = useLingui();
  return (
    <>
      <p className="text-lg font-semibold text-ink" data-scope={`${scope.site ?? 'ALL'}/${scope.categoryId ?? 'all'}/${scope.period}`}>
        {scope.categoryId !== undefined ? <CategoryLabel id={scope.categoryId} /> : <Trans>All categories</Trans>} ·{' '}
        {scope.site ? i18n._(SITE_NAMES[scope.site]) : <Trans>All sites (US dollars)</Trans>}
        {allSitesHref !== undefined && (
          <>
            {' '}
            <Link to={allSitesHref} className="text-sm font-normal text-brand-700 underline-offset-2 hover:underline">
              <Trans>Over all sites</Trans>
            </Link>
          </>
        )}
      </p>
      {scope.periodAsked && (
        <p className="text-sm text-ink-muted" role="note">
          <Trans>This analysis reads rolling periods of 1, 7, 30 or 90 days: it shows the last 30 days.</Trans>
        </p>
      )}
    </>
  );
}
