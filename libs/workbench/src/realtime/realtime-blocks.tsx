// The real-time category ranking's blocks (issue 29 item 6): its table's columns (the newest day's
// units, sales value, products with sales, the change on the day before and the best-selling
// product, per category or sub-category) and its stamp, which names the day the figures describe
// and when its feed was imported, so "real time" never claims more than the data holds.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkbenchComponents } from '@sealens/api';
import { localeIso } from '@sealens/domain';
import type { RankingColumnSet } from '../ranking/ranking-columns';
import { CategoryName, CountFigure, Growth, ProductPicture, SiteBadge } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import { insetFocusRing } from '../shared/focus-ring';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import { useSubCategoryNames } from '../sub-categories/use-sub-category-names';

type Schemas = WorkbenchComponents['schemas'];
export type Realtime = Schemas['Realtime'];
export type RealtimeRow = Schemas['RealtimeRow'];
/** A row as the ranking table takes it: its place, an id and the answer's currency. */
export type RealtimeTableRow = RealtimeRow & { id: string; rank: number; currency: string };

/** The answer's rows for the table, in its order (most units first). */
export const realtimeTableRows = (answer: Pick<Realtime, 'rows' | 'currency'>): RealtimeTableRow[] =>
  answer.rows.map((row, i) => ({ ...row, id: String(row.categoryId), rank: i + 1, currency: answer.currency }));

export const REALTIME_COLUMNS = ['rank', 'category', 'units', 'gmv', 'productsSold', 'change', 'top'] as const;
export type RealtimeColumn = (typeof REALTIME_COLUMNS)[number];

const NAMES: Readonly<Record<RealtimeColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  category: msg`Category`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  productsSold: msg`Products with sales`,
  change: msg`Change on the day before`,
  top: msg`Best-selling product`,
};

/** A category's name, or a sub-category's once the names are loaded (its id until then). */
function CategoryLabel({ id }: { id: number }) {
  const isSub = id >= 1_000_000;
  const nameOf = useSubCategoryNames(isSub);
  return isSub ? <>{nameOf(id) ?? `#${id}`}</> : <CategoryName id={id} />;
}

function TopProduct({ top, href }: { top: RealtimeRow['top']; href?: (id: string) => string }) {
  const { t } = useLingui();
  if (!top)
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">-</span>
        <span className="sr-only">{t`No product of ours sold on the day`}</span>
      </span>
    );
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ProductPicture src={top.image} />
      <span className="flex min-w-0 flex-col gap-0.5">
        <a href={href?.(top.id)} tabIndex={-1} className={cx('line-clamp-2 text-sm text-ink hover:text-brand-700 hover:underline', insetFocusRing)} title={top.title}>
          {top.title}
        </a>
        <span className="flex items-center gap-2 text-xs text-ink-muted">
          <SiteBadge site={top.site} />
          <Trans>{top.units} units</Trans>
        </span>
      </span>
    </span>
  );
}

function Change({ row }: { row: RealtimeRow }) {
  const { t } = useLingui();
  return (
    <span className="flex flex-col items-end">
      <Growth value={row.change} noneText={t`No sales on the day before`} />
      {row.unitsBefore !== null && (
        <span className="text-xs text-ink-muted">
          <CountFigure value={row.unitsBefore} />
        </span>
      )}
    </span>
  );
}

function Money({ row }: { row: RealtimeTableRow }) {
  const locale = useFormatLocale();
  return <>{formatAmount(row.gmv, row.currency, locale)}</>;
}

/**
 * The real-time table's columns. `itemHref` of a row opens the category's sub-categories (or a
 * sub-category's product ranking); `productHref` the top product's explanation.
 */
export function realtimeColumnSet(productHref: (id: string) => string): RankingColumnSet<RealtimeTableRow, RealtimeColumn> {
  return {
    all: REALTIME_COLUMNS,
    fixed: REALTIME_COLUMNS,
    widths: { rank: 64, category: 220, units: 110, gmv: 150, productsSold: 120, change: 130, top: 300 },
    sticky: { rank: 0, category: 64 },
    nameColumn: 'category',
    numeric: new Set(['rank', 'units', 'gmv', 'productsSold', 'change']),
    estimated: new Set(['units', 'gmv', 'productsSold', 'change']),
    names: NAMES,
    sortOf: {},
    emptyText: msg`The newest day holds no sales in this scope.`,
    cells: ({ itemHref }) => ({
      rank: (row) => <span className="font-semibold">{row.rank}</span>,
      category: (row) => (
        <a href={itemHref(row)} tabIndex={-1} className={cx('text-sm font-medium text-ink hover:text-brand-700 hover:underline', insetFocusRing)}>
          <CategoryLabel id={row.categoryId} />
        </a>
      ),
      units: (row) => <CountFigure value={row.units} />,
      gmv: (row) => <Money row={row} />,
      productsSold: (row) => <CountFigure value={row.productsSold} />,
      change: (row) => <Change row={row} />,
      top: (row) => <TopProduct top={row.top} href={productHref} />,
    }),
  };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant in market time (China, UTC+8: the marketplace's and the feed's clock). */
function formatMarketTime(iso: string, tag: string): string {
  let f = timeFormats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
    timeFormats.set(tag, f);
  }
  return f.format(new Date(iso));
}

export interface RealtimeStampProps {
  /** The day the figures describe. */
  day: string;
  /** When its feed was imported (ISO 8601), if the import recorded it. */
  importedAt: string | null;
  /** `items`: sub-categories, summed over our products; `market`: the marketplace's category totals. */
  source: Realtime['source'];
  className?: string;
}

export function RealtimeStamp({ day, importedAt, source, className }: RealtimeStampProps) {
  const locale = useFormatLocale();
  const dayText = formatDay(day, locale);
  const timeText = importedAt ? formatMarketTime(importedAt, localeIso(locale)) : null;
  return (
    <div className={cx('flex flex-col gap-0.5 text-xs text-ink-muted', className)} data-testid="realtime-stamp">
      <p>
        {timeText && importedAt ? (
          <Trans>
            Data of <time dateTime={day}>{dayText}</time>, imported at <time dateTime={importedAt}>{timeText}</time> (UTC+8). The next day's import refreshes this page.
          </Trans>
        ) : (
          <Trans>
            Data of <time dateTime={day}>{dayText}</time>. The next day's import refreshes this page.
          </Trans>
        )}
      </p>
      <p>
        {source === 'market' ? (
          <Trans>A category's figures are the marketplace's totals for the day; units and sales value are estimated.</Trans>
        ) : (
          <Trans>A sub-category's figures are the sums of the products in our data for the day; units and sales value are estimated.</Trans>
        )}
      </p>
    </div>
  );
}
