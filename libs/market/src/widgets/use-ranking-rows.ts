// A home ranking's state: useWidgetData over rows, plus the visitor/member rule (spec §1, §6): a
// visitor's page carries only the visitor's rows, so a member (known in the browser, or logged in
// just now) loads the whole list once.
import { useEffect } from 'react';
import { VISITOR_RANKING_ANSWER_ROWS } from '@sealens/domain';
import { useWidgetData, type WidgetData } from './use-widget-data';

/** Rows a visitor's page is cut to: the visitor's rows and one more, so "log in to see more" shows. */
export const VISITOR_PAGE_ROWS = VISITOR_RANKING_ANSWER_ROWS;

/** The loader's rows as a visitor's page may carry them (the HTML holds no more than the table shows). */
export function rowsForPage<Row>(rows: readonly Row[] | null, member: boolean): Row[] | null {
  return rows === null ? null : member ? [...rows] : rows.slice(0, VISITOR_PAGE_ROWS);
}

export interface RankingRows<Row, Params> extends Omit<WidgetData<readonly Row[], Params>, 'data'> {
  /** null while loading; empty after a failure. */
  rows: readonly Row[] | null;
}

export function useRankingRows<Row, Params>(
  initial: { params: Params; rows: readonly Row[] | null },
  load: (params: Params) => Promise<readonly Row[]>,
  isMember: boolean,
): RankingRows<Row, Params> {
  const widget = useWidgetData({ params: initial.params, data: initial.rows }, load);
  const cutForVisitor = initial.rows !== null && initial.rows.length <= VISITOR_PAGE_ROWS;
  useEffect(() => {
    if (isMember && cutForVisitor) widget.refresh();
    // Only when the member state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMember]);
  const { data, ...rest } = widget;
  return { ...rest, rows: widget.failed ? [] : data };
}
