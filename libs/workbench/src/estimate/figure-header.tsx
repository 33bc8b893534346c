// A figure column's header cell: its label followed by the estimate mark when the answer's figureKinds
// calls the figure estimated (issue 33). The breakdown tables (brand, shop, category) write every
// numeric header through it, so the cell, its alignment and its mark are one thing.
import type { ReactNode } from 'react';
import type { FigureKinds } from '../shared/types';
import { headerMark } from './header-mark';

export interface FigureHeaderProps {
  /** The column's name (the mark is hidden from assistive technology: the header's name stays this). */
  label: ReactNode;
  /** The answer's figureKinds. */
  kinds?: FigureKinds | undefined;
  /** The figure's key in `kinds` (units, gmv, share...). */
  figure: string;
  /** Numbers are right-aligned (`end`, the default); a figure written as words may start at the left. */
  align?: 'start' | 'end';
  /** The table's header classes (each table has its padding and weight). */
  className: string;
}

export function FigureHeader({ label, kinds, figure, align = 'end', className }: FigureHeaderProps) {
  return (
    <th scope="col" className={`${className} ${align === 'end' ? 'text-right' : 'text-left'}`}>
      {label}
      {headerMark(kinds, figure)}
    </th>
  );
}
