// Paginator, zoom and upload rules of spec §5 as pure functions of the numbers in pdf-constants.
import { PDF_FIRST_PAGE, PDF_FIT_RATIO, PDF_MAX_BYTES, PDF_SCALE_DECIMALS, PDF_ZOOM_STEP } from './pdf-constants';

const FACTOR = 10 ** PDF_SCALE_DECIMALS;
// Rounding to 9 decimals first keeps binary noise (0.1 + 0.2) from flooring a step away.
const floorScale = (scale: number) => Math.floor(Number((scale * FACTOR).toFixed(9))) / FACTOR;

export function zoomIn(scale: number): number {
  return floorScale(scale + PDF_ZOOM_STEP);
}

/** Zoom out is ignored when the scale is at or below the step, so a page never vanishes. */
export function zoomOut(scale: number): number {
  return scale <= PDF_ZOOM_STEP ? scale : floorScale(scale - PDF_ZOOM_STEP);
}

/** The scale at which a page of `pageWidth` fills 98% of `containerWidth`. */
export function fitScale(containerWidth: number, pageWidth: number): number {
  return pageWidth > 0 ? floorScale((containerWidth * PDF_FIT_RATIO) / pageWidth) : 1;
}

/** A page number kept between 1 and the page count (1 while the count is unknown). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(PDF_FIRST_PAGE, Math.floor(pageCount) || PDF_FIRST_PAGE);
  return Math.min(last, Math.max(PDF_FIRST_PAGE, Math.floor(page) || PDF_FIRST_PAGE));
}

/** PDF only, within the size limit. The file count is the input's job (one file). */
export function isAcceptablePdfFile(file: { name: string; type?: string; size: number }): boolean {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  return isPdf && file.size <= PDF_MAX_BYTES;
}
