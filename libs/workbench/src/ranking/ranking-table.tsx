// The product ranking (DESIGN.md §6 "Tables"): headless TanStack Table over the server's rows,
// virtual rows for long lists, sticky header and first two columns, sorted on the server (the
// header asks through onSortChange), and an ARIA grid a keyboard can walk. Columns are the
// member's choice (ColumnChooser) of the entity's column set (ranking-columns.tsx: products by
// default, shops), in its order.
//
// Scrolling 2,000 rows with no task over 50 ms (issue 26) shapes the markup: the table's elements
// keep their grid roles but not the table layout; every row is a flex box of fixed size with
// `contain: strict`, so a row entering is laid out and painted as a box of its own. In the virtual
// window the rows come in groups of ROWS_PER_GROUP, each group a <tbody> placed by a transform with
// its rows in flow: no row has a style of its own (see RankingRowGroup).
//
// A shorter list's rows are all in the document, but the server renders only the first screen of them
// (FIRST_SCREEN_ROWS) in a body of the whole list's height, and the browser adds the rest after
// hydrating: a member's 50-row ranking page was 390 KB of HTML, its render about half the page's
// server CPU (issue 28).
import { useLingui } from '@lingui/react/macro';
import type { RankingSort as RankingSortKey } from '@sealens/domain';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { cx } from '../shared/cx';
import { EstimateMark } from '../estimate/estimate-mark';
import { insetFocusRing } from '../shared/focus-ring';
import type { MoneyMode, ProductRow } from '../shared/types';
import { PRODUCT_COLUMN_SET, RankAlone, type RankingColumnSet } from './ranking-columns';
import { useGridKeyboard } from './use-grid-keyboard';
import { PICTURE_SETTLE_MS, PictureSettleContext } from './picture-settle';
import { nth } from '../shared/nth';

export interface RankingSort {
  key: RankingSortKey;
  dir: 'asc' | 'desc';
}

export interface RankingTableProps<Row extends { id: string } = ProductRow> {
  rows: Row[];
  /** Columns of the set, in its order. */
  columns: readonly string[];
  /** The entity's columns (default: products). */
  columnSet?: RankingColumnSet<Row>;
  sort?: RankingSort;
  onSortChange?(sort: RankingSort): void;
  money: MoneyMode;
  // NoInfer: the rows say what a row is; a link function over a wider type fits them.
  itemHref(row: NoInfer<Row>): string;
  /** The shop's own page of a product row, when the site has one (the shop's name links to it). */
  shopHref?(row: NoInfer<Row>): string;
  /** The table's accessible name (read by screen readers; the page shows its own heading). */
  caption: string;
  loading?: boolean;
  emptyText?: ReactNode;
  /** Height of the scrolling box; the header stays on top of it. */
  maxHeight?: number | string;
  className?: string;
  /**
   * A control at the start of every row (the follow star, issue 31 item 1), sticky before the item's
   * columns; `label` names its column. Memoise `render`: every row renders again when it changes.
   */
  rowAction?: { label: string; render(row: NoInfer<Row>): ReactNode };
  /**
   * Whether the list has a previous order its rows' places changed from (default true). A list without
   * one (the most-liked products: likes have no previous ranking) shows each row's place alone, not
   * "New" on every row.
   */
  rankChanges?: boolean;
}

/** Rows of fixed height: the virtual window needs no measuring and nothing shifts. */
export const ROW_HEIGHT_PX = 60;
/**
 * The sticky header row's height: the virtual rows start below it, and a row scrolled to stays clear of it.
 * Three lines of a name at the header's 14 px lines: Thai ("ยอดขาย (ชิ้น)"), Vietnamese and Portuguese
 * names wrap to three in their columns, and at 40 px the third was cut (session 8's screenshots).
 */
export const HEADER_HEIGHT_PX = 48;
/** Lists longer than this render only the rows near the window. */
export const VIRTUAL_ROWS_FROM = 100;
/**
 * Rows rendered beyond the window on each side: a frame's scroll of up to 240 px shows rows already
 * there while the entering ones render (after the frame, see useFlushSync). More rows in the document
 * cost every frame: each row's two sticky cells are layers of their own to composite (while the box is
 * scrolled sideways: useStickyWhenSideways).
 */
export const VIRTUAL_OVERSCAN = 4;
/**
 * Rows of the virtual window placed together: one <tbody> per group carries the position, its rows
 * sit in flow inside it. A position of its own on every row (a transform unique to each) made
 * Chromium's style recalculation of the entering rows slower with every row placed until the next
 * full garbage collection (4 ms a frame growing to 50 ms over ~100 frames, trace of bench:scroll);
 * rows with the same style as every other row stay at ~2 ms. Small groups keep few rows beyond the
 * window (each row's sticky cells are layers to composite every frame).
 */
export const ROWS_PER_GROUP = 5;
export const SKELETON_ROWS = 8;
/**
 * Rows of a list under VIRTUAL_ROWS_FROM that the server renders (and the browser hydrates): the
 * scrolling box (70% of the window's height by default) shows ~12 of them on a 1080 px screen, 20 on a
 * 1,700 px one; the rest follow right after hydration, below the box's fold, in a body already as
 * tall as the whole list (nothing moves when they arrive).
 */
export const FIRST_SCREEN_ROWS = 20;

const subscribeNothing = () => () => undefined;
/**
 * Whether every row is rendered now: not on the server and not while hydrating its HTML (the first
 * render must match it), then at once in a transition; a page the browser renders itself (a later
 * navigation, a test) renders them all from the start.
 */
function useAllRows(): boolean {
  const browserRendered = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [all, setAll] = useState(browserRendered);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all;
}

/** The row action's column (ROW_ACTION_ID), before the set's columns. */
export const ROW_ACTION_WIDTH_PX = 40;
const ROW_ACTION_ID = '__action';

/** Column widths (px) of the product set: every cell has its width, so a row never reflows as it comes into the window. */
export const COLUMN_WIDTHS = PRODUCT_COLUMN_SET.widths;

const features = tableFeatures({});
// The table holds rows of any entity; a set's cells know their row's shape.
type AnyRow = { id: string };
type AnySet = RankingColumnSet<AnyRow>;
type Column = ColumnDef<typeof features, AnyRow>;

/** A column's cells: what they draw, their marker classes and their style (width, sticky offset), made once per column. */
interface CellPlan {
  id: string;
  render(row: AnyRow): ReactNode;
  className: string;
  style: CSSProperties;
}

// `offset`: the row action's width, which the sticky columns stand after.
const cellStyle = (set: AnySet, id: string, offset = 0): CSSProperties =>
  set.sticky[id] !== undefined ? { width: set.widths[id], left: (set.sticky[id] ?? 0) + offset } : { width: set.widths[id] };

/**
 * A cell's look, set once on the table for every cell: a cell carries only its markers (`rk-cell`, and
 * `rk-num`, `rk-stick`, `rk-edge` where they apply), not some twenty utilities of its own. Cells are
 * flex boxes (no table layout): centred vertically, figures to the right with tabular digits; the
 * sticky ones cover what scrolls under them, the item's name column draws its right edge; a row is
 * tinted under the pointer; the focus ring is drawn inside the cell (an offset one is clipped).
 */
const TABLE_CELLS = [
  '[&_.rk-cell]:flex [&_.rk-cell]:shrink-0 [&_.rk-cell]:items-center [&_.rk-cell]:overflow-hidden [&_.rk-cell]:border-b [&_.rk-cell]:border-border [&_.rk-cell]:px-2',
  '[&_.rk-cell]:outline-none [&_.rk-cell:focus-visible]:ring-2 [&_.rk-cell:focus-visible]:ring-focus [&_.rk-cell:focus-visible]:ring-inset',
  '[&_.rk-num]:justify-end [&_.rk-num]:text-right [&_.rk-num]:tabular-nums',
  // Sticky only while the box is scrolled sideways (SIDEWAYS_ATTRIBUTE, see useStickyWhenSideways).
  '[&[data-sideways]_.rk-stick]:sticky [&_.rk-stick]:z-10 [&_.rk-stick]:bg-surface [&_.rk-edge]:shadow-[1px_0_0_var(--color-border)]',
  '[@media(hover:hover)]:[&_tr[aria-rowindex]:hover>.rk-cell]:bg-surface-muted',
].join(' ');

/** The table's attribute while its box is scrolled sideways: its rows' first columns stick only then. */
export const SIDEWAYS_ATTRIBUTE = 'data-sideways';

/**
 * Makes the rows' first columns sticky only while the box is scrolled sideways (issue 26). At the box's
 * left edge a sticky cell sits where it would sit anyway, but each is a composited layer of its own:
 * two a row, ~50 in a virtual window, whose layerizing cost every frame of a vertical scroll ~4 ms of
 * the page's main thread (trace of bench:scroll) and the compositor their drawing. The attribute is
 * set on the table in the scroll event itself (no render), so the column holds from the first
 * sideways frame the page draws.
 */
function useStickyWhenSideways(box: RefObject<HTMLElement | null>, table: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const scroller = box.current;
    if (!scroller) return;
    const follow = () => table.current?.toggleAttribute(SIDEWAYS_ATTRIBUTE, scroller.scrollLeft > 0);
    follow();
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => scroller.removeEventListener('scroll', follow);
  }, [box, table]);
}

/** Whether the box has scrolled since it was made (one render when it first does). */
function useScrolledOnce(box: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const scroller = box.current;
    if (!scroller || scrolled) return;
    const first = () => setScrolled(true);
    scroller.addEventListener('scroll', first, { passive: true, once: true });
    return () => scroller.removeEventListener('scroll', first);
  }, [box, scrolled]);
  return scrolled;
}

/** A data or skeleton cell's markers (see TABLE_CELLS). */
const cellMarkers = (set: AnySet, id: string) =>
  cx('rk-cell', set.numeric.has(id) && 'rk-num', set.sticky[id] !== undefined && 'rk-stick', set.sticky[id] !== undefined && id === set.nameColumn && 'rk-edge');
/** A header cell's own classes (the header row renders once, not as the list scrolls). */
const headerClass = (set: AnySet, id: string) => cx('flex shrink-0 items-center overflow-hidden', set.numeric.has(id) && 'justify-end');

/**
 * A row's box: its size fixed and contained, so nothing outside it is laid out or painted again
 * when it comes or goes. The same for every row: a row's place is its group's (RankingRowGroup).
 */
const rowStyle = (width: number): CSSProperties => ({ width, height: ROW_HEIGHT_PX, contain: 'strict' });

/**
 * One data row. Memoised: while the list scrolls the table re-renders on every frame, and only
 * the rows entering the window need rendering (a row's cells depend on the row and the columns).
 * Its cells are drawn from the column plans straight from the row's data: no cell objects per row.
 */
const RankingRowView = memo(function RankingRowView({ row, index, width, plans }: { row: AnyRow; index: number; width: number; plans: readonly CellPlan[] }) {
  return (
    <tr role="row" aria-rowindex={index + 2} style={rowStyle(width)} className="flex">
      {plans.map((plan, col) => (
        <td key={plan.id} role="gridcell" aria-colindex={col + 1} data-grid-row={index + 1} data-grid-col={col} tabIndex={-1} className={plan.className} style={plan.style}>
          {plan.render(row)}
        </td>
      ))}
    </tr>
  );
});

interface RowGroupProps {
  rows: readonly AnyRow[];
  /** The group's first row (a multiple of ROWS_PER_GROUP) and the row after its last. */
  from: number;
  to: number;
  /** Where the group's first row starts in the table (below the header). */
  top: number;
  width: number;
  plans: readonly CellPlan[];
}

/**
 * A group of the virtual window's rows: the <tbody> is placed by a transform, its rows follow in
 * flow. Memoised: a group stays as it is while the window moves, the groups entering are rendered.
 */
const RankingRowGroup = memo(function RankingRowGroup({ rows, from, to, top, width, plans }: RowGroupProps) {
  return (
    <tbody className="absolute left-0 top-0 block" style={{ width, transform: `translateY(${top}px)` }}>
      {rows.slice(from, to).map((row, i) => (
        <RankingRowView key={row.id} row={row} index={from + i} width={width} plans={plans} />
      ))}
    </tbody>
  );
});

interface HeaderRowProps {
  /** The row action's column name, when the rows have one. */
  actionLabel: string | undefined;
  columns: readonly string[];
  set: AnySet;
  width: number;
  sort: RankingSort | undefined;
  onSortChange: ((sort: RankingSort) => void) | undefined;
}

/** The sticky header row. Memoised: the list's scrolling renders the table on every frame, never the header. */
const RankingHeaderRow = memo(function RankingHeaderRow({ actionLabel, columns, set, width, sort, onSortChange }: HeaderRowProps) {
  const { i18n } = useLingui();
  const first = actionLabel === undefined ? 0 : 1;
  const offset = first * ROW_ACTION_WIDTH_PX;
  return (
    <tr role="row" aria-rowindex={1} className="flex" style={{ width, height: set.headerHeight ?? HEADER_HEIGHT_PX }}>
      {actionLabel !== undefined && (
        <th
          role="columnheader"
          scope="col"
          aria-colindex={1}
          data-grid-row={0}
          data-grid-col={0}
          tabIndex={-1}
          className={cx('sticky z-30 flex shrink-0 items-center border-b border-border bg-surface-muted', insetFocusRing)}
          style={{ width: ROW_ACTION_WIDTH_PX, left: 0 }}
        >
          <span className="sr-only">{actionLabel}</span>
        </th>
      )}
      {columns.map((id, column) => {
        const col = column + first;
        const sortKey = set.sortOf[id];
        const sorted = sortKey !== undefined && sort?.key === sortKey ? sort.dir : undefined;
        const label = set.names[id] ? i18n._(set.names[id]) : id;
        return (
          <th
            key={id}
            role="columnheader"
            scope="col"
            aria-colindex={col + 1}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : sortKey ? 'none' : undefined}
            data-grid-row={0}
            data-grid-col={col}
            tabIndex={-1}
            className={cx(
              headerClass(set, id),
              'border-b border-border bg-surface-muted px-2 text-xs leading-[14px] font-semibold text-ink-muted',
              set.numeric.has(id) ? 'text-right' : 'text-left',
              set.sticky[id] !== undefined && 'sticky z-30',
              insetFocusRing,
            )}
            style={cellStyle(set, id, offset)}
          >
            {sortKey && onSortChange ? (
              <button
                type="button"
                tabIndex={-1}
                onClick={() => onSortChange({ key: sortKey, dir: sorted === 'desc' ? 'asc' : 'desc' })}
                className={cx('inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-ink', sorted && 'text-ink', insetFocusRing)}
              >
                {label}
                <span aria-hidden="true" className="text-[10px]">
                  {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                </span>
              </button>
            ) : (
              label
            )}
            {set.estimated?.has(id) && <EstimateMark decorative />}
          </th>
        );
      })}
    </tr>
  );
});

export function RankingTable<Row extends { id: string } = ProductRow>({
  rows,
  columns,
  columnSet,
  sort,
  onSortChange,
  money,
  itemHref,
  shopHref,
  caption,
  loading = false,
  emptyText,
  maxHeight = '70vh',
  className,
  rowAction,
  rankChanges = true,
}: RankingTableProps<Row>) {
  const { i18n, t } = useLingui();
  const trendLabel = t`Units sold, last 30 days`;
  const set = (columnSet ?? PRODUCT_COLUMN_SET) as unknown as AnySet;

  const { columnDefs, plans } = useMemo(() => {
    const cells = set.cells({ money, itemHref: itemHref as (row: AnyRow) => string, ...(shopHref ? { shopHref: shopHref as (row: AnyRow) => string } : {}), trendLabel });
    // Every entity's row has its place (`rank`); the set's cells read it typed, this one through `in`.
    const rankAlone = (row: AnyRow) => ('rank' in row && typeof row.rank === 'number' ? <RankAlone rank={row.rank} /> : null);
    const cell: Readonly<Record<string, (row: AnyRow) => ReactNode>> = rankChanges ? cells : { ...cells, rank: rankAlone };
    // A column the set does not know (a stale link's) is named by its id and left empty.
    const name = (id: string) => (set.names[id] ? i18n._(set.names[id]) : id);
    const render = (id: string) => (row: AnyRow) => cell[id]?.(row) ?? null;
    const offset = rowAction ? ROW_ACTION_WIDTH_PX : 0;
    const plans = columns.map((id): CellPlan => ({ id, render: render(id), className: cellMarkers(set, id), style: cellStyle(set, id, offset) }));
    return {
      columnDefs: columns.map((id): Column => ({ id, header: () => name(id), cell: (info) => render(id)(info.row.original) })),
      plans: rowAction
        ? [{ id: ROW_ACTION_ID, render: rowAction.render as (row: AnyRow) => ReactNode, className: 'rk-cell rk-stick', style: { width: ROW_ACTION_WIDTH_PX, left: 0 } }, ...plans]
        : plans,
    };
  }, [set, columns, i18n, itemHref, shopHref, money, trendLabel, rowAction, rankChanges]);

  const virtual = !loading && rows.length > VIRTUAL_ROWS_FROM;
  const allRows = useAllRows();
  // The first screen only (the server's HTML): the body keeps the whole list's height, and the table
  // model is made of those rows alone (its row objects cost the server ~3 ms for 50).
  const firstScreen = !loading && !virtual && !allRows && rows.length > FIRST_SCREEN_ROWS;
  const modelRows = useMemo(() => (firstScreen ? rows.slice(0, FIRST_SCREEN_ROWS) : rows) as AnyRow[], [firstScreen, rows]);
  const table = useTable({ features, columns: columnDefs, data: modelRows, getRowId: (row) => row.id });
  const tableRows = table.getRowModel().rows;

  const headerHeight = set.headerHeight ?? HEADER_HEIGHT_PX;
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change on every scroll, so the React Compiler leaves this component
  // alone; its rows are memoised by hand (RankingRowView).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    // The rows entering are rendered in a task of their own after the scroll, not synchronously inside
    // the scroll event with the frame's style, layout and paint (that made one task of 50-130 ms a
    // frame at 600 px a frame, issue 26); the overscan rows cover a frame of scrolling meanwhile.
    useFlushSync: false,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: VIRTUAL_OVERSCAN,
    // Before the box is measured (the server's HTML, a test without layout) the first window is this tall.
    initialRect: { width: 1280, height: 720 },
    // The rows start below the header; a row scrolled to stops below the sticky header, not under it.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });

  const revealRow = useCallback((gridRow: number) => virtualizer.scrollToIndex(gridRow - 1, { align: 'auto' }), [virtualizer]);
  const showRows = !loading && rows.length > 0;
  const colCount = plans.length;
  const { grid, onKeyDown, onFocus } = useGridKeyboard({ rowCount: (showRows ? rows.length : 0) + 1, colCount, revealRow: virtual ? revealRow : undefined });
  useStickyWhenSideways(scroller, grid);
  const scrolled = useScrolledOnce(scroller);

  const items = virtual ? virtualizer.getVirtualItems() : [];
  // The groups holding the window's rows (and its overscan), each placed where its first row starts.
  const groups: { from: number; to: number; top: number }[] = [];
  if (items.length > 0) {
    const last = Math.floor(nth(items, -1).index / ROWS_PER_GROUP);
    for (let group = Math.floor(nth(items, 0).index / ROWS_PER_GROUP); group <= last; group += 1) {
      const from = group * ROWS_PER_GROUP;
      groups.push({ from, to: Math.min(rows.length, from + ROWS_PER_GROUP), top: virtualizer.options.scrollMargin + from * ROW_HEIGHT_PX });
    }
  }
  const width = columns.reduce((sum, id) => sum + (set.widths[id] ?? 0), rowAction ? ROW_ACTION_WIDTH_PX : 0);

  return (
    <div ref={scroller} className={cx('relative overflow-auto rounded-md border border-border', className)} style={{ maxHeight }} data-testid="ranking-scroller">
      <table
        ref={grid}
        role="grid"
        aria-rowcount={(showRows ? rows.length : 0) + 1}
        aria-colcount={colCount}
        // Busy while the rows after the first screen are still to come, as while loading: readers (and
        // tests) that wait for the grid to settle read every row.
        aria-busy={loading || firstScreen || undefined}
        className={cx('relative block text-sm', TABLE_CELLS)}
        style={{ width }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-20 block bg-surface-muted">
          <RankingHeaderRow actionLabel={rowAction?.label} columns={columns} set={set} width={width} sort={sort} onSortChange={onSortChange} />
        </thead>
        {/* In the virtual window this body only holds the rows' height; their groups follow it. */}
        <tbody
          className="relative block"
          style={virtual ? { height: virtualizer.getTotalSize() } : firstScreen ? { height: rows.length * ROW_HEIGHT_PX } : undefined}
          role={virtual ? 'presentation' : undefined}
        >
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={`skeleton-${i}`} aria-hidden="true" className="flex" style={rowStyle(width)}>
                {plans.map((plan) => (
                  <td key={plan.id} className={plan.className} style={plan.style}>
                    <span className="block h-4 animate-pulse rounded bg-surface-muted" />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr role="row" className="flex" style={{ width }}>
              <td role="gridcell" aria-colspan={colCount} className="block w-full px-4 py-10 text-center text-ink-muted">
                {emptyText ?? i18n._(set.emptyText)}
              </td>
            </tr>
          )}
          {showRows &&
            !virtual &&
            tableRows.map((row, index) => (
              <RankingRowView key={row.id} row={row.original} index={index} width={width} plans={plans} />
            ))}
        </tbody>
        {/* Once the list scrolls, its entering rows' pictures wait until the row stays (a row flying past fetches none). */}
        <PictureSettleContext value={scrolled ? PICTURE_SETTLE_MS : 0}>
          {showRows && groups.map(({ from, to, top }) => <RankingRowGroup key={from} rows={rows as AnyRow[]} from={from} to={to} top={top} width={width} plans={plans} />)}
        </PictureSettleContext>
      </table>
    </div>
  );
}
