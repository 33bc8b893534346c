// Page, scale and panels of the viewer (spec §5 paginator and zoom rules, from @sealens/domain).
import { clampPage, fitScale, zoomIn, zoomOut } from '@sealens/domain';
import { PDF_AUTO_MAX_SCALE, PDF_DEFAULT_SCALE, PDF_FIRST_PAGE } from './viewer-constants';

/** "width": 98% of the container; "auto": the same, never above 1.25; "manual": zoomed by hand. */
export type FitMode = 'width' | 'auto' | 'manual';
export type SidePanel = 'none' | 'thumbnails' | 'outline';

export interface ViewState {
  page: number;
  pageCount: number;
  scale: number;
  fit: FitMode;
  panel: SidePanel;
}

export type ViewAction =
  | { type: 'pageCount'; pageCount: number }
  | { type: 'goTo'; page: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'fit'; fit: Exclude<FitMode, 'manual'>; containerWidth: number; pageWidth: number }
  | { type: 'panel'; panel: SidePanel };

export const initialViewState: ViewState = { page: PDF_FIRST_PAGE, pageCount: 0, scale: PDF_DEFAULT_SCALE, fit: 'auto', panel: 'none' };

/** The scale a fit mode gives; the current one while the container has no width yet. */
export function scaleForFit(fit: Exclude<FitMode, 'manual'>, containerWidth: number, pageWidth: number, current: number): number {
  if (containerWidth <= 0 || pageWidth <= 0) return current;
  const width = fitScale(containerWidth, pageWidth);
  return fit === 'auto' ? Math.min(PDF_AUTO_MAX_SCALE, width) : width;
}

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    // Spec §5: the paginator resets to 1 when the page count changes.
    case 'pageCount':
      return action.pageCount === state.pageCount ? state : { ...state, pageCount: action.pageCount, page: PDF_FIRST_PAGE };
    case 'goTo':
      return { ...state, page: clampPage(action.page, state.pageCount) };
    case 'next':
      return { ...state, page: clampPage(state.page + 1, state.pageCount) };
    case 'previous':
      return { ...state, page: clampPage(state.page - 1, state.pageCount) };
    case 'zoomIn':
      return { ...state, scale: zoomIn(state.scale), fit: 'manual' };
    case 'zoomOut': {
      const scale = zoomOut(state.scale);
      // Ignored at or below the step (spec §5): nothing changes, not even the fit mode.
      return scale === state.scale ? state : { ...state, scale, fit: 'manual' };
    }
    case 'fit':
      return { ...state, fit: action.fit, scale: scaleForFit(action.fit, action.containerWidth, action.pageWidth, state.scale) };
    case 'panel':
      return { ...state, panel: state.panel === action.panel ? 'none' : action.panel };
  }
}
