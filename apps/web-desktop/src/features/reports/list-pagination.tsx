// Page links of a list: every page has its own address (`?page=2`), so search engines and shared
// links reach each one.
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';

export interface ListPaginationProps {
  basePath: string;
  page: number;
  pageCount: number;
}

export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

/** At most this many page numbers around the current one. */
const WINDOW = 2;

export function ListPagination({ basePath, page, pageCount }: ListPaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(pageCount, page + WINDOW);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav aria-label={t`Pages`} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={pageHref(basePath, page - 1)} className={buttonClassName('secondary', 'sm')} rel="prev">
          <Trans>Previous</Trans>
        </Link>
      )}
      {numbers.map((n) => (
        <Link
          key={n}
          to={pageHref(basePath, n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t`Page ${n}`}
          className={buttonClassName(n === page ? 'primary' : 'ghost', 'sm', 'min-w-8')}
        >
          {n}
        </Link>
      ))}
      {page < pageCount && (
        <Link to={pageHref(basePath, page + 1)} className={buttonClassName('secondary', 'sm')} rel="next">
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  );
}
