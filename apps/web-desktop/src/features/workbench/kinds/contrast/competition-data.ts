// The competitive analysis pages' data (issue 30 item 6; a configuration of the contrast kind): the
// member's shop and its rivals by `?ids=` (theirs first), the period `?days=` and, for the rivals'
// changes, `?since=` (a day), read in one call (GET /competition); the member's saved views of the
// page beside it. The research admin page reads the member's saved views of every competition page.
import { CONTRAST_MAX } from '@sealens/domain';
import type { Competition, SavedView } from '@sealens/workbench';
import type { LoaderFunctionArgs } from 'react-router';
import { COMPETITION_PATHS, type ContrastPageConfig } from '../../workbench-pages';
import { daysOf, type ExplanationDays } from '../explanation/explanation-data';
import { isMemberRequest, payloadOf, workbenchApi } from '../workbench-api';
import { idsOf } from './contrast-data';

type Views = { views: SavedView[]; max: number } | null;

export type CompetitionData =
  | { state: 'pick'; ids: string[]; views: Views }
  | { state: 'refused'; ids: string[]; message: string; views: Views }
  | { state: 'error'; ids: string[]; views: Views }
  | { state: 'ok'; ids: string[]; days: ExplanationDays; competition: Competition; views: Views }
  /** The research admin page: the member's saved rival sets (null: a visitor, or they could not be read). */
  | { state: 'research'; views: SavedView[] | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query's `since` when it is a day (the server says when it is out of range). */
export const sinceOf = (value: string | null): string | undefined => (value && DAY.test(value) ? value : undefined);

const COMPETITION_PAGE_PATHS: ReadonlySet<string> = new Set(Object.values(COMPETITION_PATHS));

export async function competitionLoader({ request, context }: LoaderFunctionArgs, page: ContrastPageConfig): Promise<CompetitionData> {
  const api = workbenchApi(context);
  const member = isMemberRequest(context);
  const viewsOf = (query: { page?: string }) =>
    member
      ? api.GET('/views', { params: { query } }).then(
          ({ data }) => payloadOf(data) ?? null,
          () => null,
        )
      : Promise.resolve(null);
  if (page.competition === 'research') {
    const views = await viewsOf({});
    return { state: 'research', views: views ? views.views.filter((v) => COMPETITION_PAGE_PATHS.has(v.page)) : null };
  }
  const url = new URL(request.url);
  const ids = idsOf(url.searchParams.get('ids')).slice(0, CONTRAST_MAX);
  const days = daysOf(url.searchParams.get('days'));
  const since = sinceOf(url.searchParams.get('since'));
  if (ids.length < 2) return { state: 'pick', ids, views: await viewsOf({ page: page.path }) };
  try {
    const [answer, views] = await Promise.all([
      // A refusal (more shops than the plan compares, a day out of range) is this page's to say, not a toast's.
      api.GET('/competition', { params: { query: { ids: ids.join(','), days, ...(since ? { since } : {}) } }, verifyCode: false }),
      viewsOf({ page: page.path }),
    ]);
    const { data, error } = answer;
    if (data?.code === 200 && data.payload) return { state: 'ok', ids, days, competition: data.payload, views };
    const message = data?.message ?? (error as { message?: string } | undefined)?.message;
    return message ? { state: 'refused', ids, message, views } : { state: 'error', ids, views };
  } catch {
    return { state: 'error', ids, views: null };
  }
}
