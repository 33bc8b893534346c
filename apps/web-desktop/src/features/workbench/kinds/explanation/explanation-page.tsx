// The explanation page kind (DESIGN.md §6): one item's card, its figures for 1 / 7 / 30 / 90 / 180
// days, charts of its days (7, 30, 90 or 180 in the query, or any range: `from` and `to`), its
// shop's other top products, "add to comparison" and a product's suppliers on 1688 (issue 30). A
// shop's (issue 29 item 1): its own top products (each to its explanation), its category mix and its
// price bands. A search word's (issue 29 item 2): its search figures, its search index and bid
// history, the products it finds, the shops selling them and its related searches. A brand's (issue 29 item 3), over all sites in US dollars or
// on one site: its sites (all sites), its top products, the shops selling it (each to the shop's
// overview), its categories and its share of each. Without an id: the picker.
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { HydrateWhenVisible } from '@sealens/ssr';
import { FOLLOW_ENTITIES, type FollowEntity, type WorkbenchEntity } from '@sealens/domain';
import {
  BrandCategoriesTable,
  BrandHeaderCard,
  BrandSitesTable,
  CutNotice,
  DataDayStamp,
  FoundShopsTable,
  ExplanationLayout,
  HistoryCharts,
  ItemHeaderCard,
  ItemPicker,
  isKeywordRow,
  isShopRow,
  KeywordHeaderCard,
  RankingTable,
  RelatedWords,
  type BrandRow,
  type DayRange,
  type HistoryPoint,
  type KeywordHistoryPoint,
  type ProductRow,
  type ShopHistoryPoint,
} from '@sealens/workbench';
import { buttonClassName } from '@sealens/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { brandHref, explanationHref, sourcingHref, type ExplanationPageConfig } from '../../workbench-pages';
import { addToContrastTray, contrastHref } from '../contrast/contrast-tray';
import { LazyItemFollow } from '../../follow/lazy-follow';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { DayRangeFormPart, RangeTotalsPart } from './day-range-parts';
import { CategoryMixPart, PriceBandTablePart, ShopHeaderCardPart } from './shop-parts';
import { EXPLANATION_DAYS, type ExplanationData } from './explanation-data';

const SHOP_TOP_COLUMNS = ['rank', 'product', 'price', 'units', 'gmv', 'growth', 'trend'] as const;
const productHref = (row: ProductRow) => explanationHref(row.id);
const shopHref = (id: string) => explanationHref(id, 'shop');
const wordHref = (id: string) => explanationHref(id, 'keyword');

function AddToContrast({ id, entity }: { id: string; entity: WorkbenchEntity }) {
  const [tray, setTray] = useState<string[] | null>(null);
  const added = tray?.includes(id);
  return (
    <span className="flex items-center gap-2">
      <button type="button" className={buttonClassName('secondary', 'sm')} onClick={() => setTray(addToContrastTray(id, localStorage, entity))} disabled={added}>
        {added ? <Trans>Added to the comparison</Trans> : <Trans>Add to the comparison</Trans>}
      </button>
      {tray && (
        <Link to={contrastHref(tray, undefined, entity)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {entity === 'keyword' ? (
            <Trans>Compare {tray.length} search words</Trans>
          ) : entity === 'shop' ? (
            <Trans>Compare {tray.length} shops</Trans>
          ) : (
            <Trans>Compare {tray.length} products</Trans>
          )}
        </Link>
      )}
    </span>
  );
}

/** Products, shops, brands and search words are followed (issue 31); categories are not. */
const followable = (entity: WorkbenchEntity): entity is FollowEntity => (FOLLOW_ENTITIES as readonly string[]).includes(entity);

export function ExplanationPageView({ page, data }: { page: ExplanationPageConfig; data: ExplanationData }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const entity = page.entity;
  const shops = entity === 'shop';
  const words = entity === 'keyword';
  const brands = entity === 'brand';
  // A brand's overview of all sites, or of the site its picker match sells most on.
  const itemHref = (ref: { id: string; site: string }) => (brands ? brandHref(ref.id, page.scope === 'all-sites' ? 'ALL' : ref.site) : explanationHref(ref.id, entity));
  const daysHref = (days: number) => {
    const next = new URLSearchParams(params);
    next.delete('from');
    next.delete('to');
    next.set('days', String(days));
    return `?${next.toString()}`;
  };
  // What a GET of the range form keeps before the page's script runs (its own fields replace these).
  const keep = Object.fromEntries([...params].filter(([key]) => key !== 'from' && key !== 'to' && key !== 'days'));
  // A range asked for but not shown (in the wrong order, or half of it): the form keeps it and says why.
  const asked = params.has('from') || params.has('to') ? { from: params.get('from') ?? '', to: params.get('to') ?? '' } : null;
  const showRange = (range: DayRange) => {
    const next = new URLSearchParams(params);
    next.delete('days');
    next.set('from', range.from);
    next.set('to', range.to);
    void navigate(`?${next.toString()}`, { preventScrollReset: true });
  };
  const find = async (q: string) => {
    const { data: answer } = await siteApi().workbench.GET('/item/find', { params: { query: { entity, q } } });
    if (answer?.code !== 200 || !answer.payload) throw new Error(answer?.message ?? 'find failed');
    return answer.payload.matches;
  };

  if (data.state === 'pick' || data.state === 'missing') {
    return (
      <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)}>
        <div className="rounded-lg bg-surface p-4 ring-1 ring-border">
          {data.state === 'missing' && (
            <p role="status" className="mb-3 text-ink">
              {words ? (
                <Trans>No search word with the id {data.id} is in our data.</Trans>
              ) : brands ? (
                <Trans>No brand with the id {data.id} is in our data.</Trans>
              ) : shops ? (
                <Trans>No shop with the id {data.id} is in our data.</Trans>
              ) : (
                <Trans>No product with the id {data.id} is in our data.</Trans>
              )}
            </p>
          )}
          {data.state === 'pick' && data.typed && data.matches.length === 0 && (
            <p role="status" className="mb-3 text-ink">
              <Trans>Nothing in our data matches “{data.typed}”.</Trans>
            </p>
          )}
          <ItemPicker onFind={find} itemHref={itemHref} />
          {data.state === 'pick' && data.matches.length > 1 && (
            <ul
              className="mt-4 flex flex-col gap-1"
              aria-label={
                words ? t`Search words matching “${data.typed}”` : brands ? t`Brands matching “${data.typed}”` : shops ? t`Shops matching “${data.typed}”` : t`Products matching “${data.typed}”`
              }
            >
              {data.matches.map((m) => (
                <li key={m.id}>
                  <Link to={itemHref(m)} className="text-brand-700 underline-offset-2 hover:underline">
                    {m.title} ({m.site})
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </WorkbenchPageFrame>
    );
  }
  if (data.state === 'error') {
    return (
      <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)}>
        <LoadFailed
          what={
            words ? (
              <Trans>The search word could not be loaded.</Trans>
            ) : brands ? (
              <Trans>The brand could not be loaded.</Trans>
            ) : shops ? (
              <Trans>The shop could not be loaded.</Trans>
            ) : (
              <Trans>The product could not be loaded.</Trans>
            )
          }
          onRetry={() => revalidator.revalidate()}
        />
      </WorkbenchPageFrame>
    );
  }

  const { summary, history, days, range } = data;
  // Categories have their overview on the analysis kind: this page's items are products, shops and words.
  const item = summary.item as Parameters<typeof isShopRow>[0];
  const cut = history?.cut ?? summary.cut;
  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={<DataDayStamp day={summary.day} kinds={summary.figureKinds} />}
    >
      <ExplanationLayout
        header={brands ? <BrandHeaderCard brand={summary.item as BrandRow} /> : isKeywordRow(item) ? <KeywordHeaderCard word={item} /> : isShopRow(item) ? (
            <HydrateWhenVisible>
              <ShopHeaderCardPart shop={item} />
            </HydrateWhenVisible>
          ) : <ItemHeaderCard item={item} />}
        figures={summary.figures}
        searchFigures={summary.searchFigures}
        currency={item.currency}
        actions={
          <>
            {followable(entity) && (
            <LazyItemFollow
              key={`follow-${item.id}`}
              item={{ entity, itemId: item.id, ...(brands ? { site: page.scope === 'all-sites' ? 'ALL' : (summary.item as BrandRow).site } : {}) }}
              itemName={brands ? (summary.item as BrandRow).name : isKeywordRow(item) ? item.keyword : isShopRow(item) ? item.name : item.title}
            />
            )}
            {!brands && <AddToContrast key={item.id} id={item.id} entity={entity} />}
            {entity === 'product' && (
              // Sourcing (issue 30 item 4) opens on this product's matching 1688 offers.
              <Link to={sourcingHref(item.id)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="find-supplier">
                <Trans>Find a supplier on 1688</Trans>
              </Link>
            )}
          </>
        }
        charts={
          <div className="flex flex-col gap-3">
            <nav aria-label={t`Chart period`} className="flex flex-wrap gap-2">
              {EXPLANATION_DAYS.map((d) => (
                <Link
                  key={d}
                  to={daysHref(d)}
                  aria-current={!range && d === days ? 'page' : undefined}
                  className={buttonClassName(!range && d === days ? 'primary' : 'secondary', 'sm')}
                  preventScrollReset
                >
                  <Trans>{d} days</Trans>
                </Link>
              ))}
            </nav>
            <HydrateWhenVisible>
              {/* Keyed by the URL's range so Back and Forward refill the fields. */}
              <DayRangeFormPart
                key={range ? `${range.from}/${range.to}` : asked ? `asked:${asked.from}/${asked.to}` : 'days'}
                value={range}
                asked={range ? null : asked}
                max={summary.day}
                onSubmit={showRange}
                keep={keep}
              />
            </HydrateWhenVisible>
            {cut && <CutNotice cut={cut} unit="days" onLogin={cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />}
            {range && history && !words && (
              <HydrateWhenVisible>
                <RangeTotalsPart range={{ from: history.from, to: history.to }} points={history.points as HistoryPoint[] | ShopHistoryPoint[]} currency={history.currency} />
              </HydrateWhenVisible>
            )}
            {history && history.points.length > 0 ? (
              <HistoryCharts
                points={history.points as HistoryPoint[] | ShopHistoryPoint[] | KeywordHistoryPoint[]}
                entity={brands ? 'shop' : (entity as 'product' | 'shop' | 'keyword')}
                currency={history.currency}
                days={days}
                range={range ? { from: history.from, to: history.to } : undefined}
              />
            ) : (
              <p className="text-sm text-ink-muted">
                <Trans>No daily figures in this period.</Trans>
              </p>
            )}
          </div>
        }
        related={
          brands ? (
            <div className="flex flex-col gap-6">
              {summary.sites && summary.sites.length > 0 && (
                <section aria-labelledby="brand-sites-title" className="flex flex-col gap-2">
                  <h2 id="brand-sites-title" className="text-lg font-semibold text-ink">
                    <Trans>Its sites</Trans>
                  </h2>
                  <BrandSitesTable sites={summary.sites} kinds={summary.figureKinds} />
                </section>
              )}
              <section aria-labelledby="brand-top-title" className="flex flex-col gap-2">
                <h2 id="brand-top-title" className="text-lg font-semibold text-ink">
                  <Trans>Its top products</Trans>
                </h2>
                {summary.shopTop.length > 0 ? (
                  <RankingTable rows={summary.shopTop} columns={SHOP_TOP_COLUMNS} money="site" itemHref={productHref} caption={t`The brand's top products, 30 days`} />
                ) : (
                  <p className="text-sm text-ink-muted">
                    <Trans>None of its products sold in the last 30 days.</Trans>
                  </p>
                )}
              </section>
              {summary.foundShops && summary.foundShops.length > 0 && (
                <section aria-labelledby="brand-shops-title" className="flex flex-col gap-2">
                  <h2 id="brand-shops-title" className="text-lg font-semibold text-ink">
                    <Trans>The shops selling it</Trans>
                  </h2>
                  <FoundShopsTable shops={summary.foundShops} shopHref={shopHref} of="brand" kinds={summary.figureKinds} />
                </section>
              )}
              {summary.categories && summary.categories.length > 0 && (
                <section aria-labelledby="brand-categories-title" className="flex flex-col gap-2">
                  <h2 id="brand-categories-title" className="text-lg font-semibold text-ink">
                    <Trans>Its categories and its share of each</Trans>
                  </h2>
                  <BrandCategoriesTable categories={summary.categories} currency={item.currency} kinds={summary.figureKinds} />
                </section>
              )}
            </div>
          ) : words ? (
            <div className="flex flex-col gap-6">
              <section aria-labelledby="word-products-title" className="flex flex-col gap-2">
                <h2 id="word-products-title" className="text-lg font-semibold text-ink">
                  <Trans>The products it finds</Trans>
                </h2>
                {summary.shopTop.length > 0 ? (
                  <RankingTable rows={summary.shopTop} columns={SHOP_TOP_COLUMNS} money="site" itemHref={productHref} caption={t`The products a search for it shows first, 30 days`} />
                ) : (
                  <p className="text-sm text-ink-muted">
                    <Trans>A search for it finds no product in our data.</Trans>
                  </p>
                )}
              </section>
              {summary.foundShops && summary.foundShops.length > 0 && (
                <section aria-labelledby="word-shops-title" className="flex flex-col gap-2">
                  <h2 id="word-shops-title" className="text-lg font-semibold text-ink">
                    <Trans>The shops selling them</Trans>
                  </h2>
                  <FoundShopsTable shops={summary.foundShops} shopHref={shopHref} kinds={summary.figureKinds} />
                </section>
              )}
              {summary.related && summary.related.length > 0 && (
                <section aria-labelledby="word-related-title" className="flex flex-col gap-2">
                  <h2 id="word-related-title" className="text-lg font-semibold text-ink">
                    <Trans>Related searches</Trans>
                  </h2>
                  <RelatedWords words={summary.related} wordHref={wordHref} />
                </section>
              )}
            </div>
          ) : shops ? (
            <div className="flex flex-col gap-6">
              <section aria-labelledby="shop-top-title" className="flex flex-col gap-2">
                <h2 id="shop-top-title" className="text-lg font-semibold text-ink">
                  <Trans>Its top products</Trans>
                </h2>
                {summary.shopTop.length > 0 ? (
                  <RankingTable rows={summary.shopTop} columns={SHOP_TOP_COLUMNS} money="site" itemHref={productHref} caption={t`The shop's top products, 30 days`} />
                ) : (
                  <p className="text-sm text-ink-muted">
                    <Trans>None of its products sold in the last 30 days.</Trans>
                  </p>
                )}
              </section>
              {summary.categories && summary.categories.length > 0 && (
                <section aria-labelledby="shop-mix-title" className="flex flex-col gap-2">
                  <h2 id="shop-mix-title" className="text-lg font-semibold text-ink">
                    <Trans>Its categories</Trans>
                  </h2>
                  <HydrateWhenVisible>
                    <CategoryMixPart categories={summary.categories} currency={item.currency} kinds={summary.figureKinds} />
                  </HydrateWhenVisible>
                </section>
              )}
              {summary.priceBands && summary.priceBands.length > 0 && (
                <section aria-labelledby="shop-bands-title" className="flex flex-col gap-2">
                  <h2 id="shop-bands-title" className="text-lg font-semibold text-ink">
                    <Trans>Its price bands</Trans>
                  </h2>
                  <HydrateWhenVisible>
                    <PriceBandTablePart bands={summary.priceBands} currency={item.currency} kinds={summary.figureKinds} />
                  </HydrateWhenVisible>
                </section>
              )}
            </div>
          ) : summary.shopTop.length > 0 ? (
            <section aria-labelledby="shop-top-title" className="flex flex-col gap-2">
              <h2 id="shop-top-title" className="text-lg font-semibold text-ink">
                <Trans>The shop's other top products</Trans>
              </h2>
              <RankingTable rows={summary.shopTop} columns={SHOP_TOP_COLUMNS} money="site" itemHref={productHref} caption={t`The shop's other top products, 30 days`} />
            </section>
          ) : null
        }
      />
    </WorkbenchPageFrame>
  );
}

