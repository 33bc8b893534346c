// The workbench pages that exist (issues 26 and 29): each is a configuration of a page kind (kinds/)
// over an entity (products, shops, search words).
// The side navigation marks every other data-menu target as "coming", and opening one answers the
// site's honest not-found page (HTTP 404), as DESIGN.md §4 asks.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FollowEntity, RankingOrder, TiktokEntity, WorkbenchEntity } from '@sealens/domain';
import { ALERT_RULES_PATH, MONITOR_PAGES, NOTIFICATIONS_PATH } from './kinds/monitor/monitor-pages';
import { COMPETITION_PAGES } from './kinds/contrast/competition-pages';
import { TIKTOK_PAGES } from './kinds/tiktok/tiktok-pages';

interface PageBase {
  /** Path under /workbench/. */
  path: string;
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

export interface RankingPageConfig extends PageBase {
  kind: 'ranking';
  entity: WorkbenchEntity;
  order: RankingOrder;
  /** The columns in their default order, when the page's differ from its entity's (the shop group's brand rankings). */
  columns?: readonly string[];
  /** `one`: the page ranks one site (a link without one opens the first site's). */
  site?: 'one';
  /** `false`: the list's order has no previous ranking (likes), so its rows show no rank change. */
  rankChanges?: false;
  /**
   * The marketplace list this page is (spec §2: lists defined but not placed in the header, issue 32):
   * its name, a brand the heading shows before the title in every language.
   */
  marketplace?: MarketplaceName;
}

export type MarketplaceName = 'Shopee' | 'Lazada';

export interface ExplanationPageConfig extends PageBase {
  kind: 'explanation';
  entity: WorkbenchEntity;
  /** A brand's overview: over all sites (US dollars, with its sites) or on one site (`site` in the query). */
  scope?: 'all-sites' | 'site';
}

export interface ContrastPageConfig extends PageBase {
  kind: 'contrast';
  entity: WorkbenchEntity;
  /**
   * A competitive analysis page (issue 30 item 6; entity shop): the member's shop and up to five
   * rivals (`?ids=`, theirs first) read by GET /competition, leading with their search words
   * (`traffic`), their sales, prices and the rivals' changes (`store`) or their categories
   * (`market`); `research` lists the member's saved rival sets (saved views of those pages).
   */
  competition?: CompetitionView;
}

export type CompetitionView = 'traffic' | 'store' | 'market' | 'research';

/**
 * A scope's analysis (DESIGN.md §6 "Analysis"; issue 29 item 4): `priceBands` a category's price
 * analysis, `industry` a category's overview (its figures, charts, sub-categories, shops, products).
 */
export interface AnalysisPageConfig extends PageBase {
  kind: 'analysis';
  view: 'priceBands' | 'industry' | 'scope' | 'live' | 'campaign';
  /**
   * A scope's dashboard (`scope`; issue 30 item 5): what it leads with (its figures, breakdowns and
   * the lists they link to), and over one site (a link without one opens the first site's) or all
   * sites in US dollars (a site asked opens the one-site page of the same focus).
   */
  focus?: DashboardFocus;
  sites?: 'one' | 'all';
  /**
   * A live analysis (`live`; issue 32): its list, the top sessions (with `sites`: the all-site and
   * site analyses) or the products, shops or brands that sold most live (a site or all sites, the top bar's).
   */
  live?: LivePageList;
  /**
   * Event marketing (`campaign`; issue 32 item 2): the campaign days' uplift (`days`), the flash-sale
   * and campaign slots against normal prices (`slots`), or the products in a slot now (`probe`).
   */
  campaign?: CampaignPageView;
}

export type CampaignPageView = 'days' | 'slots' | 'probe';

export type LivePageList = 'sessions' | 'product' | 'shop' | 'brand';

/** The operation aids (issue 32 item 5): the profit calculator and the data menu's external aids. */
export interface ToolsPageConfig extends PageBase {
  kind: 'tools';
}

export type DashboardFocus = 'product' | 'store' | 'industry';

/** Market selection (issue 30 item 2): the site x category matrix of the top bar's period, shaded by the measure picked. */
export interface MatrixPageConfig extends PageBase {
  kind: 'matrix';
}

/** A blue-ocean ranking (issue 29 item 5): the entity's blue-ocean order, its index's inputs as columns, the formula explained. */
export interface BlueOceanPageConfig extends PageBase {
  kind: 'blue-ocean';
  entity: WorkbenchEntity;
}

/** The newest day per category of a site (issue 29 item 6): no entity ranking, its own scope (site and category). */
export interface RealtimePageConfig extends PageBase {
  kind: 'realtime';
}

/** Products, shops and search words found by name (issue 29 item 6). */
export interface SearchPageConfig extends PageBase {
  kind: 'search';
}

/** How each figure is made and the estimates' measured error (issue 33 item 4): every estimate's mark links here. */
export interface MethodPageConfig extends PageBase {
  kind: 'method';
}

/** Many filters over one entity (issue 30 items 1 and 3): the product finder with its presets, the search-word finder. */
export interface FinderPageConfig extends PageBase {
  kind: 'finder';
  entity: 'product' | 'keyword';
}

/** Sourcing (issue 30 item 4): a product's matching 1688 supplier offers with the calculator's margin. */
export interface SourcingPageConfig extends PageBase {
  kind: 'sourcing';
}

/**
 * The monitor centre (issue 31; DESIGN.md §6 "Monitor"): `follows` one entity's follows (the four
 * monitors of the data menu), `rules` the alert rules, `notifications` the notification centre with
 * where alerts go (e-mail digest, webhook), `my-shop` the member's own shops beside their rivals.
 */
export interface MonitorPageConfig extends PageBase {
  kind: 'monitor';
  view: 'follows' | 'rules' | 'notifications' | 'my-shop';
  entity?: FollowEntity;
}

/**
 * The short-video marketplace (issue 32 item 4): a list of TikTok Shop's products, shops, videos or
 * creators (its own sites, periods and measures, so its own filters) or one item's explanation.
 */
export interface TiktokPageConfig extends PageBase {
  kind: 'tiktok';
  entity: TiktokEntity;
  view: 'list' | 'item';
}

export type WorkbenchPageConfig = TiktokPageConfig | ToolsPageConfig | MonitorPageConfig | AnalysisPageConfig | RankingPageConfig | ExplanationPageConfig | ContrastPageConfig | BlueOceanPageConfig | RealtimePageConfig | SearchPageConfig | FinderPageConfig | MatrixPageConfig | MethodPageConfig | SourcingPageConfig;

export const PRODUCT_EXPLANATION_PATH = 'product/product-explanation';
export const PRODUCT_CONTRAST_PATH = 'product/product-contrast';
export const SHOP_EXPLANATION_PATH = 'store/store-explanation';
export const SHOP_CONTRAST_PATH = 'store/store-contrast';
export const KEYWORD_EXPLANATION_PATH = 'hot-search-word/hot-search-word-explanation';
export const KEYWORD_CONTRAST_PATH = 'hot-search-word/hot-search-word-contrast';
export const BRAND_ALL_SITE_PATH = 'brandAnalysis/brand-all-site-analysis';
export const BRAND_SITE_PATH = 'brandAnalysis/brand-site-analysis';
export const INDUSTRY_EXPLANATION_PATH = 'industry/industry-explanation';
export const INDUSTRY_CONTRAST_PATH = 'industry/industry-contrast';
export const INDUSTRY_PRICE_ANALYSIS_PATH = 'industry/industry-price-analysis';
/** The method page (`/workbench/method`, EstimateMark's METHOD_HREF). */
export const METHOD_PATH = 'method';
export const MARKET_MATRIX_PATH = 'big-data-selection/big-data-chooses-the-market';
export const SOURCING_PATH = 'big-data-selection/1688-selected-goods';
// The competitive analysis's pages (issue 30 item 6) are configured beside their kind, so their titles and
// intros are in the kinds catalog part that page loads, not in the part every ranking page loads.
export { COMPETITION_PATHS, RESEARCH_ADMIN_PATH } from './kinds/contrast/competition-pages';
export { TIKTOK_ITEM_PATHS, TIKTOK_LIST_PATHS, tiktokItemHref } from './kinds/tiktok/tiktok-pages';
export { ALERT_RULES_PATH, MONITOR_PATHS, MY_SHOP_PATH, NOTIFICATIONS_PATH } from './kinds/monitor/monitor-pages';
/** The first marketplace's lists (spec §2, issue 32): reached by their address, not by the data menu. */
export const SHOPEE_LIST_PATHS = {
  hot: 'Shopee/hotProduct',
  soaring: 'Shopee/surgeProduct',
  new: 'Shopee/newDesign',
  likes: 'Shopee/likeRanke',
  keywords: 'Shopee/keyWordRanke',
} as const;
/** The second marketplace's lists (spec §2, issue 32 item 3): its products' hot and soaring rankings over its own sites. */
export const LAZADA_LIST_PATHS = {
  hot: 'Lazada/hotProduct',
  soaring: 'Lazada/surgeProduct',
} as const;
/** The pages that are no data-menu target: the method page, the monitor centre's own, the marketplace lists and the short-video marketplace's pages. */
export const NON_MENU_PATHS: ReadonlySet<string> = new Set([
  METHOD_PATH,
  ALERT_RULES_PATH,
  NOTIFICATIONS_PATH,
  ...Object.values(SHOPEE_LIST_PATHS),
  ...Object.values(LAZADA_LIST_PATHS),
  ...TIKTOK_PAGES.map((page) => page.path),
]);
/** The dashboards' paths: `site-analysis/<focus>` and `all-site-analysis/<focus>`. */
export const DASHBOARD_PATHS: Readonly<Record<DashboardFocus, { site: string; all: string }>> = {
  product: { site: 'site-analysis/product-analysis', all: 'all-site-analysis/product-analysis' },
  store: { site: 'site-analysis/store-analysis', all: 'all-site-analysis/store-analysis' },
  industry: { site: 'site-analysis/industry-analysis', all: 'all-site-analysis/industry-analysis' },
};

/** The live analysis pages (issue 32), by their list; `sessions` over all sites and on one site. */
export const LIVE_PATHS = {
  allSites: 'live/live-all-site-analysis',
  site: 'live/live-site-analysis',
  product: 'live/live-hot-product',
  shop: 'live/live-hot-store',
  brand: 'live/live-hot-brand',
} as const;
/** Event marketing's pages (issue 32 item 2), by their view. */
export const EVENT_PATHS = {
  probe: 'eventMarketingAnalysis/eventMarketingProbe',
  slots: 'eventMarketingAnalysis/timeLimitedSpikeAnalysis',
  days: 'eventMarketingAnalysis/analysisOfOtherActivities',
} as const;
export const TOOLS_PATH = 'tools/leliao';

/** Each entity's explanation and contrast page (an item's row opens the one, "compare" the other). */
export const ENTITY_PATHS: Readonly<Record<WorkbenchEntity, { explanation: string; contrast?: string }>> = {
  product: { explanation: PRODUCT_EXPLANATION_PATH, contrast: PRODUCT_CONTRAST_PATH },
  shop: { explanation: SHOP_EXPLANATION_PATH, contrast: SHOP_CONTRAST_PATH },
  keyword: { explanation: KEYWORD_EXPLANATION_PATH, contrast: KEYWORD_CONTRAST_PATH },
  category: { explanation: INDUSTRY_EXPLANATION_PATH, contrast: INDUSTRY_CONTRAST_PATH },
  // A brand's overview of one site (brandHref opens the all-sites one for a row of all sites); no comparison page.
  brand: { explanation: BRAND_SITE_PATH },
};

export const WORKBENCH_PAGES: readonly WorkbenchPageConfig[] = [
  {
    kind: 'ranking',
    entity: 'product',
    order: 'hot',
    path: 'product/hot-sales-product',
    title: msg`Hot-selling products`,
    intro: msg`Products ranked by units sold in the period, with every filter a seller needs.`,
  },
  {
    kind: 'ranking',
    entity: 'product',
    order: 'soaring',
    path: 'product/soaring-product',
    title: msg`Soaring products`,
    intro: msg`Products ranked by the growth of their units sold on the period before.`,
  },
  {
    kind: 'ranking',
    entity: 'product',
    order: 'new',
    path: 'product/hot-sales-new-product',
    title: msg`Hot new products`,
    intro: msg`Products listed within the last 30 days, ranked by units sold in the period.`,
  },
  {
    kind: 'explanation',
    entity: 'product',
    path: PRODUCT_EXPLANATION_PATH,
    title: msg`Product overview`,
    intro: msg`One product's figures, charts and shop. Paste a marketplace link, an id or words of its title.`,
  },
  {
    kind: 'contrast',
    entity: 'product',
    path: PRODUCT_CONTRAST_PATH,
    title: msg`Product comparison`,
    intro: msg`Two to six products side by side: their figures in one table, their days in one chart.`,
  },
  {
    kind: 'ranking',
    entity: 'shop',
    order: 'hot',
    path: 'store/hot-sales-store',
    title: msg`Hot-selling shops`,
    intro: msg`Shops ranked by the units their products sold in the period.`,
  },
  {
    kind: 'ranking',
    entity: 'shop',
    order: 'soaring',
    path: 'store/soaring-store',
    title: msg`Soaring shops`,
    intro: msg`Shops ranked by the growth of their units sold on the period before.`,
  },
  {
    kind: 'ranking',
    entity: 'shop',
    order: 'new',
    path: 'store/hot-sales-new-store',
    title: msg`Hot new shops`,
    intro: msg`Shops that opened, or made their first sale in our data, within the last 30 days, ranked by units sold.`,
  },
  {
    kind: 'explanation',
    entity: 'shop',
    path: SHOP_EXPLANATION_PATH,
    title: msg`Shop overview`,
    intro: msg`One shop's figures and charts, its categories, its top products and its price bands. Paste a shop link, an id or words of its name.`,
  },
  {
    kind: 'contrast',
    entity: 'shop',
    path: SHOP_CONTRAST_PATH,
    title: msg`Shop comparison`,
    intro: msg`Two to six shops side by side: their figures in one table, their days in one chart.`,
  },
  {
    kind: 'ranking',
    entity: 'brand',
    order: 'hot',
    path: 'store/hot-sales-brand',
    columns: ['rank', 'brand', 'shops', 'products', 'units', 'gmv', 'growth', 'category', 'trend'],
    title: msg`Shops' hot-selling brands`,
    intro: msg`Brands ranked by the units sold in the period, with the shops selling each and its selling products first.`,
  },
  {
    kind: 'ranking',
    entity: 'brand',
    order: 'soaring',
    path: 'store/soaring-brand',
    columns: ['rank', 'brand', 'shops', 'products', 'units', 'gmv', 'growth', 'category', 'trend'],
    title: msg`Shops' soaring brands`,
    intro: msg`Brands ranked by the growth of their units on the period before, with the shops selling each and its selling products first.`,
  },
  {
    kind: 'ranking',
    entity: 'brand',
    order: 'hot',
    path: 'brandAnalysis/hot-sales-brand',
    title: msg`Hot-selling brands`,
    intro: msg`Brands ranked by the units their products sold in the period: all sites in US dollars, or one site in its currency.`,
  },
  {
    kind: 'ranking',
    entity: 'brand',
    order: 'soaring',
    path: 'brandAnalysis/soaring-brand',
    title: msg`Soaring brands`,
    intro: msg`Brands ranked by the growth of their units on the period before: all sites in US dollars, or one site.`,
  },
  {
    kind: 'ranking',
    entity: 'brand',
    order: 'hot',
    site: 'one',
    path: 'brandAnalysis/site-hot-sales-brand',
    title: msg`Hot-selling brands of a site`,
    intro: msg`One site's brands ranked by the units their products sold in the period, in the site's currency.`,
  },
  {
    kind: 'explanation',
    entity: 'brand',
    scope: 'all-sites',
    path: BRAND_ALL_SITE_PATH,
    title: msg`Brand analysis, all sites`,
    intro: msg`One brand over every site in US dollars: its sales over time, each site's part, its shops, its categories and its share of each. Type an id or words of its name.`,
  },
  {
    kind: 'explanation',
    entity: 'brand',
    scope: 'site',
    path: BRAND_SITE_PATH,
    title: msg`Brand analysis, one site`,
    intro: msg`One brand on one site in its currency: its sales over time, its shops, its categories and its share of each. Type an id or words of its name.`,
  },
  {
    kind: 'ranking',
    entity: 'keyword',
    order: 'hot',
    path: 'hot-search-word/hot-sales-word',
    title: msg`Hot-selling words`,
    intro: msg`Search words ranked by their search index in the period, with the products each one finds.`,
  },
  {
    kind: 'ranking',
    entity: 'keyword',
    order: 'soaring',
    path: 'hot-search-word/soaring-hot-word',
    title: msg`Soaring hot words`,
    intro: msg`Search words ranked by the growth of their search index on the period before.`,
  },
  {
    kind: 'ranking',
    entity: 'keyword',
    order: 'new',
    path: 'hot-search-word/hot-sales-new-word',
    title: msg`Hot new words`,
    intro: msg`Search words first seen in our data within the last 30 days, ranked by their search index.`,
  },
  {
    kind: 'explanation',
    entity: 'keyword',
    path: KEYWORD_EXPLANATION_PATH,
    title: msg`Hot word overview`,
    intro: msg`One search word's search index and bid over time, the products and shops it finds, and its related searches. Type an id or the word.`,
  },
  {
    kind: 'contrast',
    entity: 'keyword',
    path: KEYWORD_CONTRAST_PATH,
    title: msg`Hot word comparison`,
    intro: msg`Two to six search words side by side: their figures in one table, their days in one chart.`,
  },
  {
    kind: 'ranking',
    entity: 'category',
    order: 'hot',
    path: 'industry/hot-sales-industry',
    title: msg`Hot-selling industries`,
    intro: msg`Categories ranked by the units their products sold in the period; choose a category for its sub-categories.`,
  },
  {
    kind: 'ranking',
    entity: 'category',
    order: 'soaring',
    path: 'industry/soaring-industry',
    title: msg`Soaring industries`,
    intro: msg`Categories ranked by the growth of their units sold on the period before.`,
  },
  {
    kind: 'analysis',
    view: 'industry',
    path: INDUSTRY_EXPLANATION_PATH,
    title: msg`Industry overview`,
    intro: msg`One category of a site or of all sites: its figures and charts, its sub-categories, the shops and products selling most of it, and its price bands.`,
  },
  {
    kind: 'contrast',
    entity: 'category',
    path: INDUSTRY_CONTRAST_PATH,
    title: msg`Industry comparison`,
    intro: msg`Two to six categories or sub-categories of one site, or of all sites in US dollars, side by side: their figures in one table, their days in one chart.`,
  },
  {
    kind: 'analysis',
    view: 'priceBands',
    path: INDUSTRY_PRICE_ANALYSIS_PATH,
    title: msg`Industry price analysis`,
    intro: msg`A category's sales split into price bands: per band its units, sales value, products, shops and best sellers, so you see where demand outruns supply.`,
  },
  {
    kind: 'blue-ocean',
    entity: 'keyword',
    path: 'blue-ocean/blue-ocean-words',
    title: msg`Blue-ocean words`,
    intro: msg`Search words whose searches grow faster than the products competing for them, where each shop selling them sells much: ranked by the blue-ocean index, its inputs beside it.`,
  },
  {
    kind: 'blue-ocean',
    entity: 'category',
    path: 'blue-ocean/blue-ocean-industry',
    title: msg`Blue-ocean industries`,
    intro: msg`Categories whose sales grow faster than the shops competing for them, where each shop selling them sells much: ranked by the blue-ocean index, its inputs beside it.`,
  },
  {
    kind: 'realtime',
    path: 'raking/category-real-time',
    title: msg`Category real-time ranking`,
    intro: msg`Each category's units, sales value and best-selling product on the newest day our data holds, against the day before. Choose a category for its sub-categories.`,
  },
  {
    kind: 'search',
    path: 'search/search',
    title: msg`Real-time search`,
    intro: msg`Find products, shops and search words by words of their names, across every site, and open their overviews.`,
  },
  {
    kind: 'method',
    path: METHOD_PATH,
    title: msg`How our figures are made`,
    intro: msg`What our crawler sees, how we estimate units and sales value from it, which figures are measured and which estimated, and how accurate the estimates are.`,
  },
  {
    kind: 'finder',
    entity: 'product',
    path: 'big-data-selection/big-data-product-selection',
    title: msg`Big-data product selection`,
    intro: msg`Every product in the data under as many filters as you need: growth, price change, reviews per unit sold, rival shops in its category and listing age beside the ranking's filters. Start from a preset, save what you make.`,
  },
  {
    kind: 'finder',
    entity: 'keyword',
    path: 'big-data-selection/keyword-selection',
    title: msg`Keyword selection`,
    intro: msg`Search words filtered by search index and its growth, product base and recommended bid, with the blue-ocean inputs beside each: demand growth, competition growth and units per shop.`,
  },
  {
    kind: 'sourcing',
    path: SOURCING_PATH,
    title: msg`1688 selected goods`,
    intro: msg`The 1688 supplier offers matching a product, with the margin at the site's fees.`,
  },
  {
    kind: 'matrix',
    path: MARKET_MATRIX_PATH,
    title: msg`Market selection`,
    intro: msg`Every site against every category: each market's sales value in US dollars, growth, products, shops, average price, concentration and newcomers, shaded by the measure you pick. Open a market for its analysis.`,
  },
  {
    kind: 'analysis',
    view: 'scope',
    focus: 'product',
    sites: 'one',
    path: DASHBOARD_PATHS.product.site,
    title: msg`Site product analysis`,
    intro: msg`One site's products in its currency: sales, growth and the daily trend, where the sales sit by price band, category and shop type, how much the top ten products take and what the new ones sell.`,
  },
  {
    kind: 'analysis',
    view: 'scope',
    focus: 'store',
    sites: 'one',
    path: DASHBOARD_PATHS.store.site,
    title: msg`Site shop analysis`,
    intro: msg`One site's shops in its currency: how many sell, what each sells, the split by shop type and category, how much the top ten shops take and what the new shops sell.`,
  },
  {
    kind: 'analysis',
    view: 'scope',
    focus: 'industry',
    sites: 'one',
    path: DASHBOARD_PATHS.industry.site,
    title: msg`Site industry analysis`,
    intro: msg`One site's categories in its currency (a category's sub-categories): each one's sales, share and growth, the price bands and shop types, concentration and newcomers.`,
  },
  {
    kind: 'analysis',
    view: 'scope',
    focus: 'product',
    sites: 'all',
    path: DASHBOARD_PATHS.product.all,
    title: msg`All-site product analysis`,
    intro: msg`The products of every site in US dollars: sales, growth and the daily trend, where the sales sit by price band, category and shop type, how much the top ten products take and what the new ones sell.`,
  },
  {
    kind: 'analysis',
    view: 'scope',
    focus: 'store',
    sites: 'all',
    path: DASHBOARD_PATHS.store.all,
    title: msg`All-site shop analysis`,
    intro: msg`The shops of every site in US dollars: how many sell, what each sells, the split by shop type and category, how much the top ten shops take and what the new shops sell.`,
  },
  {
    kind: 'analysis',
    view: 'scope',
    focus: 'industry',
    sites: 'all',
    path: DASHBOARD_PATHS.industry.all,
    title: msg`All-site industry analysis`,
    intro: msg`The categories of every site in US dollars (a category's sub-categories): each one's sales, share and growth, the price bands and shop types, concentration and newcomers.`,
  },
  {
    kind: 'analysis',
    view: 'live',
    live: 'sessions',
    sites: 'all',
    path: LIVE_PATHS.allSites,
    title: msg`All-site live analysis`,
    intro: msg`The live sessions of every site in US dollars: sessions, viewers and what sold during them, day by day, by site, category and starting hour, and the sessions that sold most.`,
  },
  {
    kind: 'analysis',
    view: 'live',
    live: 'sessions',
    sites: 'one',
    path: LIVE_PATHS.site,
    title: msg`Site live analysis`,
    intro: msg`One site's live sessions in its currency: sessions, viewers and what sold during them, day by day, by category and starting hour, and the sessions that sold most with their viewers over the session.`,
  },
  {
    kind: 'analysis',
    view: 'live',
    live: 'product',
    path: LIVE_PATHS.product,
    title: msg`Live hot products`,
    intro: msg`The products that sold most during live sessions: units and sales value sold live and the sessions that showed them; all sites in US dollars, or one site in its currency.`,
  },
  {
    kind: 'analysis',
    view: 'live',
    live: 'shop',
    path: LIVE_PATHS.shop,
    title: msg`Live hot shops`,
    intro: msg`The shops that sold most in their live sessions: sessions, viewers, units and sales value sold live; all sites in US dollars, or one site in its currency.`,
  },
  {
    kind: 'analysis',
    view: 'live',
    live: 'brand',
    path: LIVE_PATHS.brand,
    title: msg`Live hot brands`,
    intro: msg`The brands whose products sold most during live sessions, with the sessions, shops and products behind them; all sites in US dollars, or one site in its currency.`,
  },
  {
    kind: 'analysis',
    view: 'campaign',
    campaign: 'probe',
    path: EVENT_PATHS.probe,
    title: msg`Event marketing probe`,
    intro: msg`The products in a flash sale or campaign slot on the data day: slot window, slot price against the normal price, discount and units sold in the slot.`,
  },
  {
    kind: 'analysis',
    view: 'campaign',
    campaign: 'slots',
    path: EVENT_PATHS.slots,
    title: msg`Time-limited spike analysis`,
    intro: msg`Flash sales and campaign slots over the period by starting hour: units sold in them, slot prices against normal prices and how deep the discounts go.`,
  },
  {
    kind: 'analysis',
    view: 'campaign',
    campaign: 'days',
    path: EVENT_PATHS.days,
    title: msg`Other activities`,
    intro: msg`The campaign days (every double day, above all 9.9, 10.10, 11.11 and 12.12): each day's uplift on the week before, and the categories and products that gained most.`,
  },
  {
    kind: 'tools',
    path: TOOLS_PATH,
    title: msg`Operation aids`,
    intro: msg`The profit calculator, and the aids that run on their own sites: each opens in a new tab.`,
  },
  ...COMPETITION_PAGES,
  ...MONITOR_PAGES,
  // The first marketplace's lists (issue 32 item 3): the product rankings' hot, soaring and hot-new
  // orders, its likes order and the search words' hot order, each the data menu page's own title.
  {
    kind: 'ranking',
    entity: 'product',
    order: 'hot',
    marketplace: 'Shopee',
    path: SHOPEE_LIST_PATHS.hot,
    title: msg`Hot-selling products`,
    intro: msg`Products ranked by units sold in the period, with every filter a seller needs.`,
  },
  {
    kind: 'ranking',
    entity: 'product',
    order: 'soaring',
    marketplace: 'Shopee',
    path: SHOPEE_LIST_PATHS.soaring,
    title: msg`Soaring products`,
    intro: msg`Products ranked by the growth of their units sold on the period before.`,
  },
  {
    kind: 'ranking',
    entity: 'product',
    order: 'new',
    marketplace: 'Shopee',
    path: SHOPEE_LIST_PATHS.new,
    title: msg`Hot new products`,
    intro: msg`Products listed within the last 30 days, ranked by units sold in the period.`,
  },
  {
    kind: 'ranking',
    entity: 'product',
    order: 'likes',
    marketplace: 'Shopee',
    path: SHOPEE_LIST_PATHS.likes,
    // Its order's figure beside the product, on the first screen (at the end it was off-screen), and no
    // rank change: likes have no previous ranking, and every row said "New".
    columns: ['rank', 'product', 'likes', 'site', 'price', 'units', 'gmv', 'growth', 'trend', 'rating', 'reviews', 'shop', 'category', 'listed'],
    rankChanges: false,
    title: msg`Most-liked products`,
    intro: msg`Products that sold in the period, ranked by their likes.`,
  },
  {
    kind: 'ranking',
    entity: 'keyword',
    order: 'hot',
    marketplace: 'Shopee',
    path: SHOPEE_LIST_PATHS.keywords,
    title: msg`Hot-selling words`,
    intro: msg`Search words ranked by their search index in the period, with the products each one finds.`,
  },
  // The second marketplace's lists (issue 32 item 3): its products' rankings over its six sites alone.
  {
    kind: 'ranking',
    entity: 'product',
    order: 'hot',
    marketplace: 'Lazada',
    path: LAZADA_LIST_PATHS.hot,
    title: msg`Hot-selling products`,
    intro: msg`Products ranked by units sold in the period, with every filter a seller needs.`,
  },
  {
    kind: 'ranking',
    entity: 'product',
    order: 'soaring',
    marketplace: 'Lazada',
    path: LAZADA_LIST_PATHS.soaring,
    title: msg`Soaring products`,
    intro: msg`Products ranked by the growth of their units sold on the period before.`,
  },
  // The short-video marketplace's lists and its items' explanation pages (issue 32 item 4).
  ...TIKTOK_PAGES,
];

/** The marketplace a page's rankings read (the second marketplace's lists'), for the API and the site filter. */
export function rankingMarketplaceOfWorkbenchPath(path: string | undefined): 'lazada' | undefined {
  return WORKBENCH_PAGES.some((p) => p.path === path && p.kind === 'ranking' && p.marketplace === 'Lazada') ? 'lazada' : undefined;
}

const BUILT = new Set(WORKBENCH_PAGES.map((page) => page.path));

/** Whether a data-menu target (a path under /workbench/, maybe with a query) is built. */
export function isBuiltWorkbenchPath(to: string): boolean {
  return BUILT.has(to.split('?')[0] ?? to);
}

export function workbenchPage(path: string): WorkbenchPageConfig {
  const page = WORKBENCH_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`workbench: no page ${path}`);
  return page;
}

/** A page's heading: a marketplace list's title after the marketplace's name (a brand, the same in every language). */
export const pageHeading = (page: WorkbenchPageConfig, title: string): string => (page.kind === 'ranking' && page.marketplace ? `${page.marketplace}: ${title}` : title);

/** The explanation page of an item (a product unless the entity says otherwise). */
/** A product's sourcing page (its matching 1688 offers). */
export const sourcingHref = (id: string) => `/workbench/${SOURCING_PATH}?id=${encodeURIComponent(id)}`;
export const explanationHref = (id: string, entity: WorkbenchEntity = 'product') => `/workbench/${ENTITY_PATHS[entity].explanation}?id=${encodeURIComponent(id)}`;

/** A category's overview, of its row's site (or all sites). */
export const industryHref = (row: { id: string; site: string }) =>
  `/workbench/${INDUSTRY_EXPLANATION_PATH}?id=${encodeURIComponent(row.id)}${row.site === 'ALL' ? '' : `&site=${row.site}`}`;

/** A brand row's overview: all sites' (a row of all sites) or its site's. */
export const brandHref = (id: string, site: string) =>
  site === 'ALL' ? `/workbench/${BRAND_ALL_SITE_PATH}?id=${encodeURIComponent(id)}` : `/workbench/${BRAND_SITE_PATH}?id=${encodeURIComponent(id)}&site=${encodeURIComponent(site)}`;

/** The entity of the page at this path (undefined: no such page, or the home). */
export function entityOfWorkbenchPath(path: string | undefined): WorkbenchEntity | undefined {
  const page = WORKBENCH_PAGES.find((p) => p.path === path);
  // The short-video marketplace's entities are its own (its pages neither search nor compare the others').
  return page && 'entity' in page && page.kind !== 'tiktok' ? page.entity : undefined;
}

/** The days a blue-ocean page's figures are over: its index's inputs are 30-day growths and sales (openapi, KeywordRow and CategoryRow). */
export const BLUE_OCEAN_DAYS = 30;

/** The period a page's figures are always over, whatever the top bar's (the blue-ocean pages'); undefined: the top bar's. */
export function fixedPeriodOfWorkbenchPath(path: string | undefined): typeof BLUE_OCEAN_DAYS | undefined {
  return WORKBENCH_PAGES.some((p) => p.path === path && p.kind === 'blue-ocean') ? BLUE_OCEAN_DAYS : undefined;
}

/** Whether the page's figures are the data day's alone, whatever the top bar's period (event marketing's probe: the slots of that day). */
export function isDataDayWorkbenchPath(path: string | undefined): boolean {
  return WORKBENCH_PAGES.some((p) => p.path === path && p.kind === 'analysis' && p.campaign === 'probe');
}

/** Whether the page at this path reads site, category and period from the query (the top bar's scope). */
export function isScopedWorkbenchPath(path: string | undefined): boolean {
  return WORKBENCH_PAGES.some((p) => p.path === path && (p.kind === 'ranking' || p.kind === 'finder' || p.kind === 'analysis' || p.kind === 'blue-ocean' || p.kind === 'matrix'));
}
