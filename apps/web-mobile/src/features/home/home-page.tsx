import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HomeMarket, type HomeMarketData, type HomeWidgetsData } from '@sealens/market';
import { SiteCouponFromLink, ThemeBanners, type HomeTheme } from '@sealens/site-services';
import { HydrateWhenVisible } from '@sealens/ssr';
import { buttonClassName, whenIdle } from '@sealens/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { HomeWidgetsPart } from './home-widgets-part';

const FIGURES = [
  { value: 'T+1', label: msg`Daily data refresh` },
  { value: '9', label: msg`Site markets` },
  { value: '18', label: msg`Months of history` },
  { value: '300K+', label: msg`Sellers` },
];

const HIGHLIGHTS = [
  { title: msg`Rankings and hot lists`, body: msg`Hot-selling and soaring products, shops, brands and keywords across 9 sites.` },
  { title: msg`Product and shop analysis`, body: msg`Sales, prices, reviews and trends for any product or shop, up to 18 months back.` },
  { title: msg`Keyword and blue-ocean insight`, body: msg`Search index, competition and recommended bids to find demand before others do.` },
  { title: msg`Multi-shop chat on your phone`, body: msg`Chat with buyers of 1000 shops from one phone, with translation built in.` },
];

/** The mobile site's own links for the search panel's tool tabs. */
// The app (multi-shop chat) and the plugin are had from /m/download (spec §2), not the product page (issue 27 item 11).
const TOOL_LINKS = { pricing: '/m/pricing', multiShopChat: '/m/download?tab=app', plugin: '/m/download?tab=plugin' };

export function HomePage({
  market,
  widgets,
  search = null,
  theme = null,
}: {
  market: HomeMarketData;
  widgets: HomeWidgetsData;
  search?: string | null;
  theme?: HomeTheme | null;
}) {
  const { i18n } = useLingui();
  // Ready before the reader scrolls down to them (a failed load is tried again when they come near).
  useEffect(() => whenIdle(() => void HomeWidgetsPart.preload().catch(() => undefined)), []);
  return (
    <div className="space-y-4 pb-6">
      <section aria-labelledby="m-hero-title" className="bg-[linear-gradient(160deg,#7a1d10,#2a0d08)] px-5 pt-8 pb-10 text-white">
        <h1 id="m-hero-title" className="text-2xl leading-snug font-bold">
          <Trans>Know the market, know your rivals: big data for cross-border sellers</Trans>
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-white/80">
          <Trans>Shopee market data, rankings and seller tools, refreshed every 24 hours.</Trans>
        </p>
        <div className="mt-6 flex gap-3">
          <Link to="/product" className={buttonClassName('primary', 'md', 'flex-1')}>
            <Trans>Explore products</Trans>
          </Link>
          <Link to="/about" className={buttonClassName('inverse', 'md', 'flex-1')}>
            <Trans>About us</Trans>
          </Link>
        </div>
      </section>

      <section aria-label={i18n._(msg`Key figures`)} className="mx-4 -mt-8 rounded-xl bg-surface p-4 shadow-md">
        <dl className="grid grid-cols-4 gap-2 text-center">
          {FIGURES.map((figure) => (
            <div key={figure.value} className="flex flex-col">
              <dt className="text-[11px] leading-tight text-ink-muted">{i18n._(figure.label)}</dt>
              <dd className="order-first text-lg font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* A promotion link's coupon (?couponId=) and the campaign of the theme configuration. */}
      <SiteCouponFromLink className="px-4" />
      {theme ? (
        <ThemeBanners
          theme={theme}
          className="px-4"
          renderLink={({ to, className, style, children }) => (
            <Link to={to} className={className} style={style}>
              {children}
            </Link>
          )}
        />
      ) : null}

      <section aria-labelledby="m-market-title" className="px-4">
        <h2 id="m-market-title" className="sr-only">
          <Trans>Yesterday's market</Trans>
        </h2>
        <HomeMarket data={market} toolLinks={TOOL_LINKS} compact {...(search ? { initialSearch: search } : {})} />
      </section>

      {/* Below the fold on a phone: the server's HTML until it comes near (HydrateWhenVisible) and
          the widgets' code has arrived (HomeWidgetsPart). */}
      <HydrateWhenVisible className="space-y-4">
        <section aria-labelledby="m-widgets-title" className="px-4">
          <h2 id="m-widgets-title" className="sr-only">
            <Trans>Market rankings and trends</Trans>
          </h2>
          <HomeWidgetsPart data={widgets} date={market.figures?.date} appHref="/m/download?tab=app" compact />
        </section>

        <section aria-labelledby="m-highlights-title" className="px-4">
          <h2 id="m-highlights-title" className="px-1 text-base font-semibold">
            <Trans>What you can do with SeaLens</Trans>
          </h2>
          <ul className="mt-3 space-y-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item.title.id} className="rounded-xl bg-surface p-4 ring-1 ring-border">
                <h3 className="font-semibold text-ink">{i18n._(item.title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{i18n._(item.body)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="m-desktop-title" className="mx-4 rounded-xl bg-brand-50 p-4">
          <h2 id="m-desktop-title" className="font-semibold text-brand-900">
            <Trans>Full analysis on the desktop site</Trans>
          </h2>
          <p className="mt-1 text-sm text-brand-900">
            <Trans>Open SeaLens on a computer for the complete workbench and the browser plugin.</Trans>
          </p>
        </section>
      </HydrateWhenVisible>
    </div>
  );
}
