// A ranking's pages (issue 26): which rows are shown of how many, links to the pages within the
// caller's depth (each page is a link: Back, Forward and a copied link reproduce it), and the rows
// per page. Pages past the depth are not offered; the cut notice above the table says why.
import { Trans, useLingui } from '@lingui/react/macro';
import { localeIso, RANKING_PAGE_SIZES } from '@sealens/domain';
import { buttonClassName, Select } from '@sealens/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatLocale } from '../shared/use-format-locale';

export interface RankingPagerProps {
  page: number;
  size: number;
  /** Rows of the whole filtered list. */
  total: number;
  /** Rows the caller may read (the plan's depth, at most `total`). */
  depth: number;
  /** The link of page `n`. */
  hrefFor: (n: number) => string;
  onSizeChange: (size: number) => void;
}

/** The pages offered around the current one: first, last and a window of `radius` either side. */
export function pagerItems(page: number, last: number, radius = 2): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let n = 1; n <= last; n += 1) {
    if (n === 1 || n === last || Math.abs(n - page) <= radius) items.push(n);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

export function RankingPager({ page, size, total, depth, hrefFor, onSizeChange }: RankingPagerProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const readable = Math.min(total, depth);
  const last = Math.max(1, Math.ceil(readable / size));
  const first = readable === 0 ? 0 : Math.min(readable, (page - 1) * size + 1);
  const end = Math.min(readable, page * size);
  const n = (value: number) => value.toLocaleString(localeIso(locale));
  const pageLink = (target: number, label: string, content: ReactNode, current = false) => (
    <Link
      to={hrefFor(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={buttonClassName(current ? 'primary' : 'ghost', 'sm', 'min-w-9 justify-center tabular-nums')}
    >
      {content}
    </Link>
  );

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm" data-testid="ranking-pager">
      <p role="status" className="text-ink-muted">
        {readable === 0 ? (
          <Trans>No rows</Trans>
        ) : (
          <Trans>
            Rows {n(first)}–{n(end)} of {n(total)}
          </Trans>
        )}
      </p>
      {last > 1 && (
        <nav aria-label={t`Pages`} className="flex flex-wrap items-center gap-1">
          {page > 1 && pageLink(page - 1, t`Previous page`, <span aria-hidden="true">‹</span>)}
          {pagerItems(Math.min(page, last), last).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </span>
            ) : (
              <span key={item}>{pageLink(item, t`Page ${item}`, n(item), item === page)}</span>
            ),
          )}
          {page < last && pageLink(page + 1, t`Next page`, <span aria-hidden="true">›</span>)}
        </nav>
      )}
      <Select
        label={t`Rows per page`}
        // As wide as the select's least width (min-w-40): a narrower box let it stick out past the page's edge.
        className="w-40"
        value={String(size)}
        onValueChange={(value) => onSizeChange(Number(value))}
        options={RANKING_PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) }))}
      />
    </div>
  );
}
