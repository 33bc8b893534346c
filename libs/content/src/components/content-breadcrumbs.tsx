// Breadcrumbs of a content page: where it sits, each level a link, the page itself last.
import { useLingui } from '@lingui/react/macro';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export function ContentBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <a href={crumb.href} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
