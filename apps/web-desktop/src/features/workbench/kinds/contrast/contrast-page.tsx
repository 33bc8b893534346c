// The contrast page kind (DESIGN.md §6): 2 to 6 items of one entity side by side, their figures in
// one table and one measure of their days in one chart; items are added with the picker and
// removed from the table, all in the page's query (`?ids=`, `?days=`, `?metric=`). Products, shops,
// search words or categories, as the page's configuration says; categories of one site or all sites
// (`?site=`, chosen on the page: the ids stay, their figures are the site's).
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { CONTRAST_MAX, CONTRAST_MIN, SITE_CODES } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CONTRAST_METRICS, ContrastChart, ContrastTable, DataDayStamp, isCategoryRow, ItemPicker, useCategoryTitle, type ContrastMetric, type ItemPickerTexts } from '@sealens/workbench';
import { buttonClassName, Select } from '@sealens/ui';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { explanationHref, industryHref, type ContrastPageConfig } from '../../workbench-pages';
import { EXPLANATION_DAYS } from '../explanation/explanation-data';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { contrastSiteOf, type ContrastData } from './contrast-data';
import { contrastHref } from './contrast-tray';

const ALL_SITES = 'all';

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
  const categories = entity === 'category';
  const site = contrastSiteOf(entity, params.get('site'));
  const categoryTitle = useCategoryTitle(categories);
  const hrefWithIds = (ids: string[]) => contrastHref(ids, params, entity);
  const find = async (q: string) => {
    const { data: answer } = await siteApi().workbench.GET('/item/find', { params: { query: { entity, q, ...(site ? { site } : {}) } } });
    if (answer?.code !== 200 || !answer.payload) throw new Error(answer?.message ?? 'find failed');
    const matches = answer.payload.matches.filter((m) => !data.ids.includes(m.id));
    // A category is named in the reader's language (the data names it in English).
    return categories ? matches.map((m) => ({ ...m, title: categoryTitle(Number(m.id)) })) : matches;
  };

  const categoryPicker: ItemPickerTexts = {
    hint: t`Type a category's or sub-category's id, or words of a category's name.`,
    noMatch: (q) => t`No category matches “${q}”.`,
    found: (count) => t`${count} categories found.`,
    list: t`Matching categories`,
  };
  const siteName = site ? i18n._(SITE_NAMES[site]) : '';
  const withSite = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ALL_SITES) next.delete('site');
    else next.set('site', value);
    return `?${next.toString()}`;
  };

  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={data.state === 'ok' ? <DataDayStamp day={data.contrast.day} kinds={data.contrast.figureKinds} /> : null}
    >
      <div className="flex flex-col gap-3 rounded-lg bg-surface p-4 ring-1 ring-border">
        {categories && (
          <Select
            label={t`Site`}
            className="sm:w-56"
            value={site ?? ALL_SITES}
            onValueChange={(v) => navigate(withSite(v), { preventScrollReset: true })}
            options={[{ value: ALL_SITES, label: t`All sites (US dollars)` }, ...SITE_CODES.map((code) => ({ value: code, label: i18n._(SITE_NAMES[code]) }))]}
          />
        )}
        {data.ids.length < CONTRAST_MAX ? (
          <div>
            <p className="mb-2 text-sm text-ink-muted">
              {categories ? (
                <Trans>
                  Add categories to compare ({data.ids.length} of {CONTRAST_MAX}; at least {CONTRAST_MIN}).
                </Trans>
              ) : words ? (
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
            <ItemPicker
              onFind={find}
              itemHref={(ref) => hrefWithIds([...data.ids, ref.id])}
              {...(categories ? { label: t`Find a category`, placeholder: t`A category id or words of its name`, texts: categoryPicker } : shops ? { entity: 'shop' as const } : {})}
            />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            {categories ? (
              <Trans>A comparison holds at most {CONTRAST_MAX} categories: remove one to add another.</Trans>
            ) : words ? (
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
          {categories ? (
            data.ids.length === 1 ? (
              <Trans>One category chosen: add at least one more to compare.</Trans>
            ) : (
              <Trans>Choose at least two categories to compare.</Trans>
            )
          ) : words ? (
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
            // A category opens its overview in the contrast's site (or all sites).
            itemHref={(item) => (isCategoryRow(item) ? industryHref(item) : explanationHref(item.id, entity))}
            onRemove={(id) => navigate(hrefWithIds(data.ids.filter((x) => x !== id)), { preventScrollReset: true })}
            caption={
              categories
                ? site
                  ? t`Category comparison, ${data.days} days, ${siteName}`
                  : t`Category comparison, ${data.days} days, all sites`
                : words ? t`Search word comparison, ${data.days} days` : shops ? t`Shop comparison, ${data.days} days` : t`Product comparison, ${data.days} days`}
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
