// Every home widget of spec §2 beyond the search, yesterday's market and the goods ranking
// (HomeMarket), laid out for the desktop (two columns) or a phone (`compact`, one column). The
// page's loader gives their first data (loadHomeWidgets), so the server's HTML holds them.
import { AppVersionNotice } from './app-version-notice';
import { BrandRanking } from './brand-ranking';
import { CustomerServiceQr } from './customer-service-qr';
import { GoodsGrowthRanking } from './goods-growth-ranking';
import type { HomeWidgetsData } from './home-widgets-data';
import { HotArticles } from './hot-articles';
import { ImageWindows } from './image-windows';
import { IndustryTypes } from './industry-types';
import { KeywordRanking } from './keyword-ranking';
import { LiveNotices } from './live-notices';
import { MallSoaringRanking } from './mall-soaring-ranking';
import { MerchantStatistics } from './merchant-statistics';
import { ProductList } from './product-list';
import { SalesMap } from './sales-map';
import { TrendSurvey } from './trend-survey';
import { cx } from '../shared/cx';

export interface HomeWidgetsProps {
  data: HomeWidgetsData;
  /** "YYYY-MM-DD" the market figures describe (yesterday's market), shown under each market widget. */
  date?: string;
  /** Where an article opens (desktop). */
  articleHref?: (id: string) => string;
  /** The site's page about the app. */
  appHref?: string;
  /** The configured customer-service contact address, which its QR code encodes (desktop). */
  customerServiceHref?: string;
  /** Phone layout: one column with the rankings and trends (the desktop-only widgets are not loaded). */
  compact?: boolean;
}

const card = 'rounded-xl bg-surface p-4 ring-1 ring-border';
/**
 * A phone's column of widgets is several screens long: the browser lays out and paints each card
 * only when it comes near (content-visibility), keeping the size it last had, or about a card's.
 */
const offscreenCard = `${card} [content-visibility:auto] [contain-intrinsic-size:auto_480px]`;

export function HomeWidgets({ data, date, articleHref, appHref, customerServiceHref, compact = false }: HomeWidgetsProps) {
  if (compact) {
    return (
      <div className="flex flex-col gap-4" data-testid="home-widgets">
        <div className={offscreenCard}>
          <KeywordRanking kind="hot" initial={data.hotKeywords} date={date} />
        </div>
        <div className={offscreenCard}>
          <MallSoaringRanking initial={data.mallSoaring} date={date} />
        </div>
        <div className={offscreenCard}>
          <BrandRanking initial={data.brands} date={date} />
        </div>
        <div className={offscreenCard}>
          <GoodsGrowthRanking initial={data.goodsGrowth} date={date} />
        </div>
        <div className={offscreenCard}>
          <KeywordRanking kind="promotion" initial={data.promotionKeywords} date={date} />
        </div>
        <div className={offscreenCard}>
          <SalesMap initial={data.salesMap} date={date} />
        </div>
        <div className={offscreenCard}>
          <TrendSurvey initial={data.trend} date={date} />
        </div>
        <div className={offscreenCard}>
          <AppVersionNotice initial={data.appVersion} downloadHref={appHref} />
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="home-widgets">
      <div className="lg:col-span-2">
        <ImageWindows initial={data.imageWindows} />
      </div>
      <div className={cx(card, 'lg:col-span-2')}>
        <MerchantStatistics initial={data.merchants} />
      </div>
      <div className={cx(card, 'lg:col-span-2')}>
        <ProductList initial={data.products} date={date} />
      </div>
      <div className={card}>
        <SalesMap initial={data.salesMap} date={date} />
      </div>
      <div className={card}>
        <TrendSurvey initial={data.trend} date={date} />
      </div>
      <div className={card}>
        <KeywordRanking kind="hot" initial={data.hotKeywords} date={date} />
      </div>
      <div className={card}>
        <KeywordRanking kind="promotion" initial={data.promotionKeywords} date={date} />
      </div>
      <div className={card}>
        <MallSoaringRanking initial={data.mallSoaring} date={date} />
      </div>
      <div className={card}>
        <BrandRanking initial={data.brands} date={date} />
      </div>
      <div className={card}>
        <GoodsGrowthRanking initial={data.goodsGrowth} date={date} />
      </div>
      <div className={card}>
        <IndustryTypes initial={data.industry} date={date} />
      </div>
      <div className={card}>
        <HotArticles initial={data.hotArticles} articleHref={articleHref ?? ((id) => `/article/ecommerce/${encodeURIComponent(id)}`)} />
      </div>
      <div className={card}>
        <LiveNotices initial={data.liveNotices} />
      </div>
      {customerServiceHref ? (
        <div className={card}>
          <CustomerServiceQr initial={data.customerService} contactHref={customerServiceHref} />
        </div>
      ) : null}
      <div className={card}>
        <AppVersionNotice initial={data.appVersion} downloadHref={appHref} />
      </div>
    </div>
  );
}
