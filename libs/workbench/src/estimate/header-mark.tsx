// A table column header's estimate mark by the answer's figureKinds (issue 33), apart from the tables
// that use it so that importing it pulls none of them into another page's chunk.
import type { FigureKinds } from '../shared/types';
import { EstimateMark } from './estimate-mark';

/** The header's mark when the answer calls its figure estimated (hidden from assistive technology: the header's name stays the column's). */
export function headerMark(kinds: FigureKinds | undefined, figure: string) {
  return kinds?.[figure] === 'estimated' ? <EstimateMark decorative /> : null;
}
