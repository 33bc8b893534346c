import { initialViewState, scaleForFit, viewReducer, type ViewState } from './view-state';
import { PDF_AUTO_MAX_SCALE, PDF_FIT_RATIO, PDF_SCALE_DECIMALS, PDF_ZOOM_STEP } from './viewer-constants';

const loaded: ViewState = { ...initialViewState, pageCount: 20 };

describe('view state (spec §5)', () => {
  it('keeps the page between 1 and the page count', () => {
    expect(viewReducer(loaded, { type: 'goTo', page: 0 }).page).toBe(1);
    expect(viewReducer(loaded, { type: 'goTo', page: 21 }).page).toBe(20);
    expect(viewReducer(loaded, { type: 'previous' }).page).toBe(1);
    expect(viewReducer({ ...loaded, page: 20 }, { type: 'next' }).page).toBe(20);
    expect(viewReducer(loaded, { type: 'next' }).page).toBe(2);
  });

  it('resets to page 1 when the page count changes', () => {
    const onFive = { ...loaded, page: 5 };
    expect(viewReducer(onFive, { type: 'pageCount', pageCount: 20 }).page).toBe(5);
    expect(viewReducer(onFive, { type: 'pageCount', pageCount: 8 }).page).toBe(1);
  });

  it('zooms in steps of 0.25 and ignores zoom out at or below the step', () => {
    expect(PDF_ZOOM_STEP).toBe(0.25);
    expect(viewReducer(loaded, { type: 'zoomIn' }).scale).toBe(1.25);
    expect(viewReducer(loaded, { type: 'zoomOut' }).scale).toBe(0.75);
    const atStep = { ...loaded, scale: 0.25 };
    expect(viewReducer(atStep, { type: 'zoomOut' })).toBe(atStep);
    expect(viewReducer({ ...loaded, scale: 0.2 }, { type: 'zoomOut' }).scale).toBe(0.2);
  });

  it('floors scales to 2 decimals', () => {
    expect(PDF_SCALE_DECIMALS).toBe(2);
    expect(viewReducer({ ...loaded, scale: 1.3333 }, { type: 'zoomIn' }).scale).toBe(1.58);
  });

  it('fits the page to 98% of the container; auto stops at 1.25', () => {
    expect(PDF_FIT_RATIO).toBe(0.98);
    expect(PDF_AUTO_MAX_SCALE).toBe(1.25);
    expect(scaleForFit('width', 1000, 500, 1)).toBe(1.96);
    expect(scaleForFit('auto', 1000, 500, 1)).toBe(1.25);
    expect(scaleForFit('auto', 400, 500, 1)).toBe(0.78);
    expect(scaleForFit('width', 0, 500, 1.5)).toBe(1.5);
    const fitted = viewReducer({ ...loaded, fit: 'manual' }, { type: 'fit', fit: 'width', containerWidth: 800, pageWidth: 595 });
    expect(fitted).toMatchObject({ fit: 'width', scale: 1.31 });
  });

  it('toggles one side panel at a time', () => {
    const thumbs = viewReducer(loaded, { type: 'panel', panel: 'thumbnails' });
    expect(thumbs.panel).toBe('thumbnails');
    expect(viewReducer(thumbs, { type: 'panel', panel: 'outline' }).panel).toBe('outline');
    expect(viewReducer(thumbs, { type: 'panel', panel: 'thumbnails' }).panel).toBe('none');
  });
});
