// A home ranking (goods ranking, mall soaring list, brand ranking ...; spec §2, §7) as a table of
// generic rows. Visitors see the first rows and an honest "log in to see more" (spec §1, §6,
// DESIGN §4); members see the whole list. Category and date switches are controlled by the page,
// which reloads the rows with the call's typeId / dateType. Loading keeps the table's height.
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, VISITOR_RANKING_ROWS as DOMAIN_VISITOR_RANKING_ROWS, type CategoryId } from '@sealens/domain';
import { Button, Select } from '@sealens/ui';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { LoadFailed } from '../shared/load-failed';
import { FigureDate } from '../shared/figure-date';
import { ChoiceGroup } from './choice-group';
import { CATEGORY_NAMES, DATE_TYPE_NAMES, DATE_TYPES, type DateType } from './market-labels';

/** Rows a visitor sees of each ranking before "log in to see more" (the server answers a visitor no more than one beyond). */
export const VISITOR_RANKING_ROWS = DOMAIN_VISITOR_RANKING_ROWS;

export interface RankingColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Left out on narrow screens (below 640 px), where the table would scroll. */
  secondary?: boolean;
}

export interface RankingTableProps<Row> {
  /** The ranking's name: its heading and the table's accessible name. */
  title: string;
  columns: readonly RankingColumn<Row>[];
  /** null while loading. */
  rows: readonly Row[] | null;
  rowKey: (row: Row, index: number) => string;
  /** "YYYY-MM-DD" the rows describe. */
  date?: string;
  /** Members see every row; visitors the first `visitorRows`. */
  isMember: boolean;
  visitorRows?: number;
  /** Opens the login dialog. */
  onLogin: () => void;
  /** Rows the loading state reserves room for (the rows a visitor sees, by default). */
  loadingRows?: number;
  category?: CategoryId;
  onCategoryChange?: (category: CategoryId) => void;
  dateType?: DateType;
  onDateTypeChange?: (dateType: DateType) => void;
  /** Further switches of the call (order, period ...), after the category and period. */
  switches?: ReactNode;
  /** The last load failed: say so and offer to try again (spec §8: never a blank widget). */
  failed?: boolean;
  onRetry?: () => void;
  className?: string;
}

const ROW_HEIGHT = 'h-11';

export function RankingTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  date,
  isMember,
  visitorRows = VISITOR_RANKING_ROWS,
  onLogin,
  loadingRows = visitorRows,
  category,
  onCategoryChange,
  dateType,
  onDateTypeChange,
  switches,
  failed = false,
  onRetry,
  className,
}: RankingTableProps<Row>) {
  const { t, i18n } = useLingui();
  const shown = rows === null ? null : isMember ? rows : rows.slice(0, visitorRows);
  const hidden = rows !== null && !isMember && rows.length > visitorRows;
  return (
    <section className={cx('flex flex-col gap-3', className)} aria-label={title} data-testid="ranking-table">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <div className="flex flex-wrap items-end gap-3">
          {onCategoryChange && category !== undefined && (
            <Select
              label={t`Category`}
              hideLabel
              value={String(category)}
              onValueChange={(value) => onCategoryChange(Number(value) as CategoryId)}
              options={CATEGORIES.map((c) => ({ value: String(c.id), label: i18n._(CATEGORY_NAMES[c.id]) }))}
            />
          )}
          {onDateTypeChange && dateType !== undefined && (
            <ChoiceGroup
              label={t`Period`}
              value={dateType}
              choices={DATE_TYPES.map((value) => ({ value, label: i18n._(DATE_TYPE_NAMES[value]) }))}
              onChange={onDateTypeChange}
            />
          )}
          {switches}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-busy={rows === null}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border text-xs text-ink-muted">
              <th scope="col" className="w-10 py-2 pe-2 text-left font-medium">
                <Trans>Rank</Trans>
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cx('px-2 py-2 font-medium', column.numeric ? 'text-right' : 'text-left', column.secondary && 'max-sm:hidden')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown === null
              ? Array.from({ length: loadingRows }, (_, i) => (
                  <tr key={i} className={cx(ROW_HEIGHT, 'border-b border-border')} aria-hidden="true">
                    <td colSpan={columns.length + 1}>
                      <span className="block h-4 animate-pulse rounded bg-surface-sunken" />
                    </td>
                  </tr>
                ))
              : shown.map((row, index) => (
                  <tr key={rowKey(row, index)} className={cx(ROW_HEIGHT, 'border-b border-border last:border-0')}>
                    <td className="py-2 pe-2 text-ink-muted tabular-nums">{index + 1}</td>
                    {columns.map((column) => (
                      <td key={column.key} className={cx('px-2 py-2', column.numeric && 'text-right tabular-nums', column.secondary && 'max-sm:hidden')}>
                        {column.cell(row, index)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {failed ? (
          <LoadFailed message={<Trans>This list could not be loaded.</Trans>} onRetry={onRetry} />
        ) : (
          shown !== null &&
          shown.length === 0 && (
            <p className="py-6 text-center text-sm text-ink-muted">
              <Trans>No data for this selection.</Trans>
            </p>
          )
        )}
      </div>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-3">
        {date ? <FigureDate date={date} /> : <span />}
        {hidden && (
          <Button variant="secondary" size="sm" onClick={onLogin} data-testid="ranking-login">
            <Trans>Log in to see more</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
