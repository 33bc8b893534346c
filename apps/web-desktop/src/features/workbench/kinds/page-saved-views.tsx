// A page's saved views among its tools (DESIGN.md §6; the ranking, finder and competition pages): the
// member's named queries of the page, saved, renamed and removed on the server, the page's data read
// again after each change; a visitor is told to log in.
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import type { WorkbenchComponents } from '@sealens/api';
import { SavedViews } from '@sealens/workbench';

type SavedView = WorkbenchComponents['schemas']['SavedView'];
type Answer = Promise<{ data?: { code?: number; message?: string } }>;

/** A saved-view call: the server's refusal is thrown in its words, a success reads the page again. */
export function useSavedViewCall(onChanged: () => void): (answer: Answer) => Promise<void> {
  const { t } = useLingui();
  return async (answer) => {
    const { data: body } = await answer;
    if (body?.code !== 200) throw new Error(body?.message || t`The view could not be saved.`);
    onChanged();
  };
}

export interface PageSavedViewsProps {
  /** The page's path: what its views are saved under. */
  pagePath: string;
  /** Null for a visitor (saved views need a login). */
  views: { views: SavedView[]; max: number } | null;
  /** The page's query as a view keeps it. */
  currentQuery: string;
  /** Reads the page's data again (its list of views changed). */
  onChanged(): void;
}

export function PageSavedViews({ pagePath, views, currentQuery, onChanged }: PageSavedViewsProps) {
  const api = siteApi().workbench;
  const mustSucceed = useSavedViewCall(onChanged);
  return (
    <SavedViews
      views={views?.views ?? []}
      max={views?.max ?? 0}
      currentQuery={currentQuery}
      viewHref={(view) => `/workbench/${view.page}${view.query ? `?${view.query}` : ''}`}
      onSave={(name) => mustSucceed(api.POST('/views', { body: { page: pagePath, name, query: currentQuery } }))}
      onRename={(id, name) => mustSucceed(api.PUT('/views/{id}', { params: { path: { id } }, body: { name } }))}
      onRemove={(id) => mustSucceed(api.DELETE('/views/{id}', { params: { path: { id } } }))}
      disabledReason={views ? undefined : <Trans>Log in to save views.</Trans>}
    />
  );
}
