// The contrast page kind (DESIGN.md §6): 2 to 6 items of one entity side by side, their figures in
// one table and one measure of their days in one chart; items are added with the picker and
// removed from the table, all in the page's query (`?ids=`, `?days=`, `?metric=`). Products or shops,
// as the page's configuration says.
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { CONTRAST_MAX, CONTRAST_MIN } from '@sealens/domain';
import { CONTRAST_METRICS, ContrastChart, ContrastTable, DataDayStamp, ItemPicker, type ContrastMetric } from '@sealens/workbench';
import { buttonClassName } from '@sealens/ui';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { explanationHref, type ContrastPageConfig } from '../../workbench-pages';
import { EXPLANATION_DAYS } from '../explanation/explanation-data';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { ContrastData } from './contrast-data';
import { contrastHref } from './contrast-tray';

export function ContrastPageView({ page, data }: { page: ContrastPageConfig; data: ContrastData }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const metric: ContrastMetric = (CONTRAST_METRICS as readonly string[]).includes(params.get('metric') ?? '') ? (params.get('metric') as ContrastMetric) : 'units';
  const withParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    return `?${next.toString()}`;
  };
  const entity = page.entity;
  const shops = entity === 'shop';
  const words = entity === 'keyword';
  const hrefWithIds = (ids: string[]) => contrastHref(ids, params, entity);
  const find = async (q: string) => {
    const { data: answer } = await siteApi().workbench.GET('/item/find', { params: { query: { entity, q } } });
    if (answer?.code !== 200 || !answer.payload) throw new Error(answer?.message ?? 'find failed');
    return answer.payload.matches.filter((m) => !data.ids.includes(m.id));
  };

  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={data.state === 'ok' ? <DataDayStamp day={data.contrast.day} kinds={data.contrast.figureKinds} /> : null}
    >
      <div className="rounded-lg bg-surface p-4 ring-1 ring-border">
        {data.ids.length < CONTRAST_MAX ? (
          <>
            <p className="mb-2 text-sm text-ink-muted">
              {words ? (
                <Trans>
                  Add search words to compare ({data.ids.length} of {CONTRAST_MAX}; at least {CONTRAST_MIN}).
                </Trans>
              ) : shops ? (
                <Trans>
                  Add shops to compare ({data.ids.length} of {CONTRAST_MAX}; at least {CONTRAST_MIN}).
                </Trans>
              ) : (
                <Trans>
                  Add products to compare ({data.ids.length} of {CONTRAST_MAX}; at least {CONTRAST_MIN}).
                </Trans>
              )}
            </p>
            <ItemPicker onFind={find} itemHref={(ref) => hrefWithIds([...data.ids, ref.id])} />
          </>
        ) : (
          <p className="text-sm text-ink-muted">
            {words ? (
              <Trans>A comparison holds at most {CONTRAST_MAX} search words: remove one to add another.</Trans>
            ) : shops ? (
              <Trans>A comparison holds at most {CONTRAST_MAX} shops: remove one to add another.</Trans>
            ) : (
              <Trans>A comparison holds at most {CONTRAST_MAX} products: remove one to add another.</Trans>
            )}
          </p>
        )}
      </div>
      {data.state === 'pick' && (
        <p role="status" className="text-ink">
          {words ? (
            data.ids.length === 1 ? (
              <Trans>One search word chosen: add at least one more to compare.</Trans>
            ) : (
              <Trans>Choose at least two search words to compare.</Trans>
            )
          ) : shops ? (
            data.ids.length === 1 ? (
              <Trans>One shop chosen: add at least one more to compare.</Trans>
            ) : (
              <Trans>Choose at least two shops to compare.</Trans>
            )
          ) : data.ids.length === 1 ? (
            <Trans>One product chosen: add at least one more to compare.</Trans>
          ) : (
            <Trans>Choose at least two products to compare.</Trans>
          )}
        </p>
      )}
      {data.state === 'refused' && (
        <p role="alert" className="rounded-lg bg-surface p-4 text-ink ring-1 ring-border" data-testid="contrast-refused">
          {data.message}
        </p>
      )}
      {data.state === 'error' && <LoadFailed what={<Trans>The comparison could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />}
      {data.state === 'ok' && (
        <>
          {data.contrast.missing && data.contrast.missing.length > 0 && (
            <p role="status" className="text-sm text-ink">
              <Trans>Not in our data: {data.contrast.missing.join(', ')}</Trans>
            </p>
          )}
          <ContrastTable
            items={data.contrast.items}
            money={data.contrast.items.every((c) => c.item.site === data.contrast.items[0]?.item.site) ? 'site' : 'usd'}
            itemHref={(item) => explanationHref(item.id, entity)}
            onRemove={(id) => navigate(hrefWithIds(data.ids.filter((x) => x !== id)), { preventScrollReset: true })}
            caption={words ? t`Search word comparison, ${data.days} days` : shops ? t`Shop comparison, ${data.days} days` : t`Product comparison, ${data.days} days`}
          />
          <section aria-labelledby="contrast-chart-title" className="flex flex-col gap-3 rounded-lg bg-surface p-4 ring-1 ring-border">
            <h2 id="contrast-chart-title" className="text-lg font-semibold text-ink">
              <Trans>Day by day</Trans>
            </h2>
            <nav aria-label={t`Chart period`} className="flex flex-wrap gap-2">
              {EXPLANATION_DAYS.map((d) => (
                <Link key={d} to={withParam('days', String(d))} aria-current={d === data.days ? 'page' : undefined} className={buttonClassName(d === data.days ? 'primary' : 'secondary', 'sm')} preventScrollReset>
                  <Trans>{d} days</Trans>
                </Link>
              ))}
            </nav>
            <ContrastChart items={data.contrast.items} metric={metric} onMetricChange={(m) => navigate(withParam('metric', m), { preventScrollReset: true, replace: true })} />
          </section>
        </>
      )}
    </WorkbenchPageFrame>
  );
}
