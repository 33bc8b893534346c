// The competitive analysis pages (issue 30 item 6; a configuration of the contrast kind): the member
// names their shop (theirs or any) and up to five rivals with the shop picker, all in the query
// (`?ids=`, theirs first; `?days=`; `?since=` on the competing shops page). Every page shows the
// shops' sales and prices side by side; the traffic comparison adds the search words each ranks for,
// the competing shops the rivals' new products and price changes, the market insight their
// categories. The research admin page lists the member's saved rival sets (saved views of the three).
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { CONTRAST_MAX } from '@sealens/domain';
import {
  CompetitionCategoriesTable,
  CompetitionShopsTable,
  CompetitionWordsTable,
  DataDayStamp,
  ItemPicker,
  ResearchList,
  RivalChanges,
} from '@sealens/workbench';
import { Button, buttonClassName } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { COMPETITION_PATHS, explanationHref, WORKBENCH_PAGES, type ContrastPageConfig } from '../../workbench-pages';
import { EXPLANATION_DAYS } from '../explanation/explanation-data';
import { PageSavedViews, useSavedViewCall } from '../page-saved-views';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { CompetitionData } from './competition-data';

export function CompetitionPageView({ page, data }: { page: ContrastPageConfig; data: CompetitionData }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const api = siteApi().workbench;
  const refresh = () => revalidator.revalidate();
  const mustSucceed = useSavedViewCall(refresh);

  if (data.state === 'research') {
    const pages = Object.values(COMPETITION_PATHS).map((path) => {
      const config = WORKBENCH_PAGES.find((p) => p.path === path);
      return { path, name: config ? i18n._(config.title) : path };
    });
    return (
      <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)}>
        {data.views ? (
          <ResearchList views={data.views} pages={pages} onRemove={(id) => void mustSucceed(api.DELETE('/views/{id}', { params: { path: { id } } })).catch(refresh)} />
        ) : (
          <p role="status" className="rounded-lg bg-surface p-4 text-ink ring-1 ring-border">
            <Trans>Log in to see your saved research.</Trans>
          </p>
        )}
      </WorkbenchPageFrame>
    );
  }

  const ids = data.ids;
  const hrefWith = (next: { ids?: string[]; days?: number; since?: string }) => {
    const query = new URLSearchParams(params);
    if (next.ids) {
      if (next.ids.length) query.set('ids', next.ids.join(','));
      else query.delete('ids');
    }
    if (next.days !== undefined) query.set('days', String(next.days));
    if (next.since !== undefined) {
      if (next.since) query.set('since', next.since);
      else query.delete('since');
    }
    const text = query.toString();
    return `${pathname}${text ? `?${text}` : ''}`;
  };
  const find = async (q: string) => {
    const { data: answer } = await siteApi().workbench.GET('/item/find', { params: { query: { entity: 'shop', q } } });
    if (answer?.code !== 200 || !answer.payload) throw new Error(answer?.message ?? 'find failed');
    return answer.payload.matches.filter((m) => !ids.includes(m.id));
  };
  const currentQuery = params.toString();
  const competition = data.state === 'ok' ? data.competition : undefined;
  const view = page.competition;

  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={competition ? <DataDayStamp day={competition.day} kinds={competition.figureKinds} /> : null}
      tools={
        <PageSavedViews pagePath={page.path} views={data.views} currentQuery={currentQuery} onChanged={refresh} />
      }
    >
      <div className="flex flex-col gap-3 rounded-lg bg-surface p-4 ring-1 ring-border">
        {ids.length < CONTRAST_MAX ? (
          <div>
            <p className="mb-2 text-sm text-ink-muted">
              {ids.length === 0 ? (
                <Trans>Name your shop first, then up to five rivals.</Trans>
              ) : (
                <Trans>
                  Add a rival ({ids.length} of {CONTRAST_MAX} shops, yours first).
                </Trans>
              )}
            </p>
            <ItemPicker entity="shop" onFind={find} itemHref={(ref) => hrefWith({ ids: [...ids, ref.id] })} />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            <Trans>A set holds your shop and at most five rivals: remove one to add another.</Trans>
          </p>
        )}
        <nav aria-label={t`Period`} className="flex flex-wrap gap-2">
          {EXPLANATION_DAYS.map((d) => {
            const current = d === (data.state === 'ok' ? data.days : Number(params.get('days') ?? 30));
            return (
              <Link key={d} to={hrefWith({ days: d })} aria-current={current ? 'page' : undefined} className={buttonClassName(current ? 'primary' : 'secondary', 'sm')} preventScrollReset>
                <Trans>{d} days</Trans>
              </Link>
            );
          })}
        </nav>
        {view === 'store' && (
          <SinceForm
            key={competition?.since ?? ''}
            value={competition?.since ?? params.get('since') ?? ''}
            keep={[...params.entries()].filter(([key]) => key !== 'since')}
            onApply={(since) => navigate(hrefWith({ since }), { preventScrollReset: true })}
          />
        )}
      </div>
      {data.state === 'pick' && (
        <p role="status" className="text-ink">
          <Trans>Name your shop and at least one rival to compare them.</Trans>
        </p>
      )}
      {data.state === 'refused' && (
        <p role="alert" className="rounded-lg bg-surface p-4 text-ink ring-1 ring-border" data-testid="contrast-refused">
          {data.message}
        </p>
      )}
      {data.state === 'error' && <LoadFailed what={<Trans>The comparison could not be loaded.</Trans>} onRetry={refresh} />}
      {competition && (
        <>
          {competition.missing && competition.missing.length > 0 && (
            <p role="status" className="text-sm text-ink">
              <Trans>Not in our data: {competition.missing.join(', ')}</Trans>
            </p>
          )}
          <CompetitionShopsTable
            competition={competition}
            shopHref={(id) => explanationHref(id, 'shop')}
            onRemove={(id) => navigate(hrefWith({ ids: ids.filter((x) => x !== id) }), { preventScrollReset: true })}
          />
          {view === 'traffic' && <CompetitionWordsTable competition={competition} />}
          {view === 'market' && <CompetitionCategoriesTable competition={competition} />}
          {view === 'store' && <RivalChanges competition={competition} productHref={(id) => explanationHref(id)} shopHref={(id) => explanationHref(id, 'shop')} />}
        </>
      )}
    </WorkbenchPageFrame>
  );
}

/**
 * The day the rivals' changes count from (`?since=`). A plain GET form carrying the page's other
 * keys, so a submit before the page's code runs still opens the same set since that day.
 */
function SinceForm({ value, keep, onApply }: { value: string; keep: [string, string][]; onApply(since: string): void }) {
  const id = useId();
  const [since, setSince] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(since);
  };
  return (
    <form method="get" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      {keep.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          <Trans>Changes since</Trans>
        </label>
        <input id={id} type="date" name="since" value={since} onChange={(event) => setSince(event.target.value)} className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-ink" />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
