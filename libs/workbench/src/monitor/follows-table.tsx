// A monitor's list (issue 31 item 1): what the member follows of one entity, with the data day's
// figures and the change since the day each item was followed, sorted on the server (the header
// asks through onSortChange, as a ranking's does). At most a plan's follows (1,000): a plain table,
// no virtual rows. An empty list says how to follow.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, type LocaleCode } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import { focusRing } from '../shared/focus-ring';
import { currencyOfSite, formatAmount } from '../shared/money';
import type { FigureKinds } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { tableFrameBothClass } from '../shared/table-frame';

type Schemas = WorkbenchComponents['schemas'];
export type FollowRow = Schemas['FollowRow'];
export type FollowEntity = Schemas['FollowEntity'];
export type MonitorFigures = Schemas['MonitorFigures'];
/** The columns a monitor sorts by (openapi FollowSort). */
export type FollowSortKey = 'followed' | 'title' | 'units' | 'units7' | 'gmv7' | 'price' | 'rank' | 'stock' | 'searchIndex' | 'search7' | 'unitsChange' | 'priceChange' | 'searchChange' | 'change';

export interface FollowSort {
  key: FollowSortKey;
  dir: 'asc' | 'desc';
}

interface Column {
  id: string;
  name: MessageDescriptor;
  sort?: FollowSortKey;
  numeric?: boolean;
  cell(row: FollowRow, context: { locale: LocaleCode }): ReactNode;
}

const count = (value: number | undefined, locale: LocaleCode) => (value === undefined ? '-' : formatNumber(value, { locale }));
// A product's or shop's figures are in its site's currency (the answer names none for them); over all sites (a brand's), US dollars.
const money = (value: number | undefined, row: FollowRow, locale: LocaleCode) => (value === undefined ? '-' : formatAmount(value, row.currency ?? currencyOfSite(row.site), locale));

/** A change in percent with its sign and direction in words (colour alone says nothing to a screen reader). */
export function ChangeFigure({ value, unit = '%' }: { value: number | undefined; unit?: '%' | 'places' }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (value === undefined) return <span className="text-ink-muted">-</span>;
  const size = unit === '%' ? `${formatNumber(Math.abs(value), { locale, decimals: 1 })}%` : formatNumber(Math.abs(value), { locale });
  if (value === 0) return <span className="text-ink-muted">{unit === '%' ? '0%' : '='}</span>;
  const up = value > 0;
  return (
    <span className={cx('whitespace-nowrap font-medium', up ? 'text-success-700' : 'text-danger-700')}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {size}
      </span>
      <span className="sr-only">{up ? t`up ${size}` : t`down ${size}`}</span>
    </span>
  );
}

/** A figure of the data day with the change since the followed day below it. */
function FigureWithChange({ now, change, unit }: { now: ReactNode; change: number | undefined; unit?: '%' | 'places' }) {
  return (
    <span className="flex flex-col items-end">
      <span>{now}</span>
      <span className="text-xs">
        <ChangeFigure value={change} {...(unit ? { unit } : {})} />
      </span>
    </span>
  );
}

const SALES_COLUMNS: Column[] = [
  { id: 'units', name: msg`Units, data day`, sort: 'units', numeric: true, cell: (row, { locale }) => count(row.figures.units, locale) },
  {
    id: 'units7',
    name: msg`Units, 7 days (since followed)`,
    sort: 'units7',
    numeric: true,
    cell: (row, { locale }) => <FigureWithChange now={count(row.figures.units7, locale)} change={row.change.units7} />,
  },
  {
    id: 'gmv7',
    name: msg`Sales value, 7 days (since followed)`,
    sort: 'gmv7',
    numeric: true,
    cell: (row, { locale }) => <FigureWithChange now={money(row.figures.gmv7, row, locale)} change={row.change.gmv7} />,
  },
  { id: 'unitsChange', name: msg`Units on the 7-day average`, sort: 'unitsChange', numeric: true, cell: (row) => <ChangeFigure value={row.figures.unitsChange} /> },
];

const COLUMNS: Readonly<Record<FollowEntity, Column[]>> = {
  product: [
    {
      id: 'price',
      name: msg`Price (since followed)`,
      sort: 'price',
      numeric: true,
      cell: (row, { locale }) => <FigureWithChange now={money(row.figures.price, row, locale)} change={row.change.price} />,
    },
    { id: 'priceChange', name: msg`Price on the day before`, sort: 'priceChange', numeric: true, cell: (row) => <ChangeFigure value={row.figures.priceChange} /> },
    ...SALES_COLUMNS,
    {
      id: 'rank',
      name: msg`Place in its category (since followed)`,
      sort: 'rank',
      numeric: true,
      cell: (row, { locale }) => <FigureWithChange now={count(row.figures.rank, locale)} change={row.change.rank} unit="places" />,
    },
    { id: 'stock', name: msg`Stock`, sort: 'stock', numeric: true, cell: (row, { locale }) => count(row.figures.stock, locale) },
  ],
  shop: [
    ...SALES_COLUMNS,
    { id: 'newProducts', name: msg`New products, data day`, numeric: true, cell: (row, { locale }) => count(row.figures.newProducts, locale) },
  ],
  brand: SALES_COLUMNS,
  keyword: [
    { id: 'searchIndex', name: msg`Search index, data day`, sort: 'searchIndex', numeric: true, cell: (row, { locale }) => count(row.figures.searchIndex, locale) },
    {
      id: 'search7',
      name: msg`Search index, 7 days (since followed)`,
      sort: 'search7',
      numeric: true,
      cell: (row, { locale }) => <FigureWithChange now={count(row.figures.search7, locale)} change={row.change.search7} />,
    },
    { id: 'searchChange', name: msg`Search index on the day before`, sort: 'searchChange', numeric: true, cell: (row) => <ChangeFigure value={row.figures.searchChange} /> },
    {
      id: 'productBase',
      name: msg`Products found (since followed)`,
      numeric: true,
      cell: (row, { locale }) => <FigureWithChange now={count(row.figures.productBase, locale)} change={row.change.productBase} />,
    },
  ],
};

/** The columns of an entity's monitor after the item's, in their order (tests and exports name them). */
export const FOLLOW_COLUMN_IDS: Readonly<Record<FollowEntity, readonly string[]>> = {
  product: COLUMNS.product.map((c) => c.id),
  shop: COLUMNS.shop.map((c) => c.id),
  brand: COLUMNS.brand.map((c) => c.id),
  keyword: COLUMNS.keyword.map((c) => c.id),
};

function GroupName({ group }: { group: string }) {
  return <Trans>Group: {group}</Trans>;
}

export interface FollowsTableProps {
  entity: FollowEntity;
  rows: FollowRow[];
  sort?: FollowSort;
  onSortChange?(sort: FollowSort): void;
  itemHref(row: FollowRow): string;
  /** The row's follow control (change its group and note, stop following). */
  followCell?(row: FollowRow): ReactNode;
  caption: string;
  loading?: boolean;
  /** What an empty list says (how to follow). */
  emptyText: ReactNode;
  /**
   * Each figure's kind (the answer's figureKinds, by column id, `change` for the change since
   * followed): an estimated figure's header carries the estimate mark, a measured one's none.
   */
  kinds?: FigureKinds;
}

function SortHeader({
  name,
  sortKey,
  sort,
  onSortChange,
  numeric,
  estimated = false,
}: {
  name: string;
  sortKey?: FollowSortKey;
  sort?: FollowSort;
  onSortChange?: (sort: FollowSort) => void;
  numeric?: boolean;
  estimated?: boolean;
}) {
  const sorted = sortKey !== undefined && sort?.key === sortKey ? sort.dir : undefined;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : sortKey ? 'none' : undefined}
      // A figure's name gets 5 rem at least: narrower, Thai names broke inside a word ("สต็ / อก") and stood four lines tall.
      className={cx('border-b border-border bg-surface-muted px-2 py-2 text-xs font-semibold text-ink-muted', numeric ? 'min-w-20 text-right' : 'text-left')}
    >
      {sortKey && onSortChange ? (
        <button
          type="button"
          onClick={() => onSortChange({ key: sortKey, dir: sorted === 'desc' ? 'asc' : 'desc' })}
          className={cx('inline-flex items-center gap-1 rounded px-1 py-1 hover:text-ink', sorted && 'text-ink', focusRing)}
        >
          {name}
          <span aria-hidden="true" className="text-[10px]">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        name
      )}
      {/* As a ranking's column header: the header keeps its name, the page's stamp says it in words. */}
      {estimated && <EstimateMark decorative />}
    </th>
  );
}

export function FollowsTable({ entity, rows, sort, onSortChange, itemHref, followCell, caption, loading = false, emptyText, kinds }: FollowsTableProps) {
  const { i18n, t } = useLingui();
  const locale = useFormatLocale();
  const columns = COLUMNS[entity];
  const width = columns.length + 3 + (followCell ? 1 : 0);
  return (
    <div className={`${tableFrameBothClass} rounded-md border border-border`} style={{ maxHeight: '70vh' }}>
      <table className="w-full text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10">
          <tr>
            {followCell && (
              <th scope="col" className="w-10 border-b border-border bg-surface-muted px-2 py-2">
                <span className="sr-only">{t`Follow`}</span>
              </th>
            )}
            <SortHeader name={t`Followed item`} sortKey="title" sort={sort} {...(onSortChange ? { onSortChange } : {})} />
            <SortHeader name={t`Followed on`} sortKey="followed" sort={sort} {...(onSortChange ? { onSortChange } : {})} />
            {columns.map((column) => (
              <SortHeader
                key={column.id}
                name={i18n._(column.name)}
                {...(column.sort ? { sortKey: column.sort } : {})}
                sort={sort}
                {...(onSortChange ? { onSortChange } : {})}
                numeric={column.numeric}
                estimated={kinds?.[column.id] === 'estimated'}
              />
            ))}
            <SortHeader name={t`Change since followed`} sortKey="change" sort={sort} {...(onSortChange ? { onSortChange } : {})} numeric estimated={kinds?.change === 'estimated'} />
          </tr>
        </thead>
        <tbody className={cx(loading && 'opacity-60')}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={width} className="px-4 py-10 text-center text-ink-muted">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-b-0 [@media(hover:hover)]:hover:bg-surface-muted">
                {followCell && <td className="px-2 py-2">{followCell(row)}</td>}
                <td className="max-w-72 px-2 py-2">
                  <span className="flex min-w-0 items-center gap-2">
                    {row.image && <img src={row.image} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded object-cover" />}
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <a href={itemHref(row)} className={cx('truncate text-ink hover:text-brand-700 hover:underline', focusRing)} title={row.title}>
                        {row.title}
                      </a>
                      <span className="flex flex-wrap gap-x-2 text-xs text-ink-muted">
                        {row.site && <span>{row.site}</span>}
                        {row.group && (
                          <span>
                            <GroupName group={row.group} />
                          </span>
                        )}
                        {row.note && (
                          <span className="truncate" title={row.note}>
                            {row.note}
                          </span>
                        )}
                      </span>
                    </span>
                  </span>
                </td>
                <td className="whitespace-nowrap px-2 py-2">{formatDay(row.followedDay, locale)}</td>
                {columns.map((column) => (
                  <td key={column.id} className={cx('whitespace-nowrap px-2 py-2', column.numeric && 'text-right tabular-nums')}>
                    {column.cell(row, { locale })}
                  </td>
                ))}
                <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                  <ChangeFigure value={row.change.main} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
