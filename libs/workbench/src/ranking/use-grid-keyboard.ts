// Keyboard navigation of an ARIA grid (WAI-ARIA APG "Data Grid"): one tab stop in the grid; arrow
// keys move between cells, Home/End to a row's ends, Ctrl+Home/End to the grid's corners, Page
// Up/Down by a screenful. A cell's links and buttons are stops of their own, so Left/Right walk
// through them; a cell without any is focused itself. Rows may be virtual: moving to a row that
// is not rendered asks the caller to scroll it in, and focus follows once it is there.
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type FocusEvent } from 'react';
import { nth } from '../shared/nth';

export interface GridPosition {
  /** 0 is the header row; data rows follow from 1. */
  row: number;
  col: number;
  /** Which stop inside the cell (its n-th link or button). */
  stop: number;
}

const WIDGETS = 'a[href], button:not([disabled])';
const STILL_TABBABLE = '[data-grid-row]:not([tabindex="-1"]), [data-grid-row] a[href]:not([tabindex="-1"]), [data-grid-row] button:not([tabindex="-1"])';
export const PAGE_ROWS = 10;

function stopsOf(cell: HTMLElement): HTMLElement[] {
  const widgets = Array.from(cell.querySelectorAll<HTMLElement>(WIDGETS));
  return widgets.length > 0 ? widgets : [cell];
}

function positionOf(target: Element): GridPosition | null {
  const cell = target.closest<HTMLElement>('[data-grid-row]');
  if (!cell) return null;
  const row = Number(cell.dataset['gridRow']);
  const col = Number(cell.dataset['gridCol']);
  const stop = Math.max(0, stopsOf(cell).indexOf(target as HTMLElement));
  return { row, col, stop };
}

export interface GridKeyboardOptions {
  /** Rows in the grid including the header row. */
  rowCount: number;
  colCount: number;
  /** Called when the row to focus is not rendered (a virtual row): scroll it into the window. */
  revealRow?: (row: number) => void;
}

export function useGridKeyboard({ rowCount, colCount, revealRow }: GridKeyboardOptions) {
  const grid = useRef<HTMLTableElement>(null);
  const active = useRef<GridPosition>({ row: 0, col: 0, stop: 0 });
  const pendingFocus = useRef(false);

  const cellAt = useCallback((row: number, col: number) => grid.current?.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-col="${col}"]`) ?? null, []);

  /** Makes the active stop the grid's only tab stop, and focuses it when asked and it is rendered. */
  const sync = useCallback(
    (focus: boolean) => {
      const root = grid.current;
      if (!root) return;
      const { row, col, stop } = active.current;
      const cell = cellAt(row, col);
      // Runs after every render of a scrolling list: the selector finds only the stops still tabbable
      // (the previous active one, a widget rendered without tabIndex -1), not every cell and link.
      for (const el of root.querySelectorAll<HTMLElement>(STILL_TABBABLE)) el.tabIndex = -1;
      if (!cell) {
        // The active row is off the window of virtual rows: the first rendered cell keeps the grid tabbable.
        const first = root.querySelector<HTMLElement>('[data-grid-row]');
        if (first) nth(stopsOf(first), 0).tabIndex = 0;
        return;
      }
      const stops = stopsOf(cell);
      const target = nth(stops, Math.min(stop, stops.length - 1));
      target.tabIndex = 0;
      if (focus) {
        target.focus({ preventScroll: false });
        pendingFocus.current = false;
      }
    },
    [cellAt],
  );

  // After every render (rows come and go as the list scrolls): keep one tab stop, and finish a
  // move whose row was not rendered yet.
  useLayoutEffect(() => {
    sync(pendingFocus.current);
  });

  const moveTo = useCallback(
    (next: GridPosition) => {
      active.current = next;
      if (cellAt(next.row, next.col)) sync(true);
      else {
        pendingFocus.current = true;
        revealRow?.(next.row);
      }
    },
    [cellAt, revealRow, sync],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const here = positionOf(event.target as Element);
      if (!here) return;
      const cell = cellAt(here.row, here.col);
      const stopCount = cell ? stopsOf(cell).length : 1;
      const lastRow = rowCount - 1;
      const lastCol = colCount - 1;
      let next: GridPosition | null = null;
      switch (event.key) {
        case 'ArrowRight':
          if (here.stop < stopCount - 1) next = { ...here, stop: here.stop + 1 };
          else if (here.col < lastCol) next = { row: here.row, col: here.col + 1, stop: 0 };
          break;
        case 'ArrowLeft':
          if (here.stop > 0) next = { ...here, stop: here.stop - 1 };
          else if (here.col > 0) {
            const prev = cellAt(here.row, here.col - 1);
            next = { row: here.row, col: here.col - 1, stop: prev ? stopsOf(prev).length - 1 : 0 };
          }
          break;
        case 'ArrowDown':
          if (here.row < lastRow) next = { row: here.row + 1, col: here.col, stop: 0 };
          break;
        case 'ArrowUp':
          if (here.row > 0) next = { row: here.row - 1, col: here.col, stop: 0 };
          break;
        case 'PageDown':
          next = { row: Math.min(lastRow, here.row + PAGE_ROWS), col: here.col, stop: 0 };
          break;
        case 'PageUp':
          next = { row: Math.max(0, here.row - PAGE_ROWS), col: here.col, stop: 0 };
          break;
        case 'Home':
          next = { row: event.ctrlKey ? 0 : here.row, col: 0, stop: 0 };
          break;
        case 'End':
          next = { row: event.ctrlKey ? lastRow : here.row, col: lastCol, stop: 0 };
          break;
        default:
          return;
      }
      event.preventDefault();
      if (next) moveTo(next);
    },
    [cellAt, colCount, moveTo, rowCount],
  );

  /** A click or a screen reader's own focus move makes that stop the active one. */
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const here = positionOf(event.target);
      if (!here) return;
      const { row, col, stop } = active.current;
      if (here.row !== row || here.col !== col || here.stop !== stop) {
        active.current = here;
        sync(false);
      }
    },
    [sync],
  );

  return { grid, onKeyDown, onFocus };
}
