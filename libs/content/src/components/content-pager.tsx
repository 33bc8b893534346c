// A paged list's page links (issue 15: the page is in the URL, so every page has its own address
// and search engines follow the links). Long runs are cut around the current page.
import { Trans, useLingui } from '@lingui/react/macro';

/** Page numbers shown on either side of the current one. */
export const PAGER_SPREAD = 2;

/** The page numbers to show, with null for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pagerItems(page: number, pageCount: number, spread = PAGER_SPREAD): Array<number | null> {
  const items: Array<number | null> = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= spread) items.push(n);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}

export interface ContentPagerProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

const linkLook = 'inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-focus';

export function ContentPager({ page, pageCount, hrefFor }: ContentPagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={hrefFor(page - 1)} rel="prev" className={`${linkLook} border-border-strong text-ink hover:bg-surface-muted`}>
          <Trans>Previous page</Trans>
        </a>
      )}
      {pagerItems(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
            …
          </span>
        ) : (
          <a
            key={n}
            href={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`Page ${n}`}
            className={`${linkLook} ${n === page ? 'border-brand-600 bg-brand-600 text-ink-inverse' : 'border-border-strong text-ink hover:bg-surface-muted'}`}
          >
            {n}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={hrefFor(page + 1)} rel="next" className={`${linkLook} border-border-strong text-ink hover:bg-surface-muted`}>
          <Trans>Next page</Trans>
        </a>
      )}
    </nav>
  );
}
