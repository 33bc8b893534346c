import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

const linkClass = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-3 text-sm ring-1 ring-border outline-none focus-visible:ring-2 focus-visible:ring-focus';

export function pageHref(page: number): string {
  return page <= 1 ? '/QACommunity' : `/QACommunity/${page}`;
}

/** Which page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(current: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 2) shown.push(p);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}

/** The list's pages as links: every page has its own address (/QACommunity/{page}). */
export function PageNav({ current, pages }: { current: number; pages: number }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages`} className="mt-8 flex flex-wrap items-center gap-2">
      {current > 1 && (
        <Link to={pageHref(current - 1)} rel="prev" className={`${linkClass} bg-surface text-ink`}>
          <Trans>Previous</Trans>
        </Link>
      )}
      {visiblePages(current, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={pageHref(p)}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t`Page ${p}`}
            className={`${linkClass} ${p === current ? 'bg-brand-600 text-ink-inverse' : 'bg-surface text-ink'}`}
          >
            {p}
          </Link>
        ),
      )}
      {current < pages && (
        <Link to={pageHref(current + 1)} rel="next" className={`${linkClass} bg-surface text-ink`}>
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  );
}
