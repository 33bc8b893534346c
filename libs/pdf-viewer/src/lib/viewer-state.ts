// The viewer's async state as small reducers (after wojtekmaj/react-pdf's resolver state): what is
// shown never disappears because a later call failed, and every failure has its own retry.
import type { PdfDocumentHandle, PdfOutlineItem, PdfPageHandle } from './pdf-engine';

export type DocumentState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; doc: PdfDocumentHandle }
  | { status: 'failed'; attempt: number };

export type DocumentAction = { type: 'retry' } | { type: 'reset' } | { type: 'loaded'; attempt: number; doc: PdfDocumentHandle } | { type: 'failed'; attempt: number };

export const initialDocumentState: DocumentState = { status: 'loading', attempt: 0 };

export function documentReducer(state: DocumentState, action: DocumentAction): DocumentState {
  switch (action.type) {
    case 'reset':
    case 'retry':
      return { status: 'loading', attempt: state.attempt + 1 };
    // An answer for an older attempt (the source changed, or a retry started) is dropped.
    case 'loaded':
      return action.attempt === state.attempt ? { status: 'ready', attempt: state.attempt, doc: action.doc } : state;
    case 'failed':
      return action.attempt === state.attempt ? { status: 'failed', attempt: state.attempt } : state;
  }
}

/** The pages fetched so far, by batch. */
export interface PagesState {
  pages: Readonly<Record<number, PdfPageHandle>>;
  loading: readonly number[];
  failed: readonly number[];
}

export type PagesAction =
  | { type: 'reset' }
  | { type: 'request'; batch: number }
  | { type: 'loaded'; batch: number; pages: PdfPageHandle[] }
  | { type: 'failed'; batch: number };

export const initialPagesState: PagesState = { pages: {}, loading: [], failed: [] };

const without = (list: readonly number[], n: number) => list.filter((x) => x !== n);

export function pagesReducer(state: PagesState, action: PagesAction): PagesState {
  switch (action.type) {
    case 'reset':
      return initialPagesState;
    case 'request':
      return { ...state, loading: [...without(state.loading, action.batch), action.batch], failed: without(state.failed, action.batch) };
    case 'loaded': {
      const pages = { ...state.pages };
      for (const page of action.pages) pages[page.pageNumber] = page;
      return { pages, loading: without(state.loading, action.batch), failed: without(state.failed, action.batch) };
    }
    case 'failed':
      return { ...state, loading: without(state.loading, action.batch), failed: [...without(state.failed, action.batch), action.batch] };
  }
}

/** One page's drawing. `scale` is the scale it was drawn (or is being drawn) at. */
export type RenderState = { status: 'idle' } | { status: 'rendering'; scale: number } | { status: 'rendered'; scale: number } | { status: 'failed'; scale: number };

export type RenderAction = { type: 'start'; scale: number } | { type: 'done'; scale: number } | { type: 'failed'; scale: number } | { type: 'cancelled' };

export function renderReducer(state: RenderState, action: RenderAction): RenderState {
  switch (action.type) {
    case 'start':
      return { status: 'rendering', scale: action.scale };
    case 'done':
      return state.status === 'rendering' && state.scale === action.scale ? { status: 'rendered', scale: action.scale } : state;
    case 'failed':
      return state.status === 'rendering' && state.scale === action.scale ? { status: 'failed', scale: action.scale } : state;
    case 'cancelled':
      return state.status === 'rendering' ? { status: 'idle' } : state;
  }
}

export type OutlineState = { status: 'loading' } | { status: 'ready'; items: PdfOutlineItem[] } | { status: 'failed' };
