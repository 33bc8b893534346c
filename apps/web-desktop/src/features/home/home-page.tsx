import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_CODES } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { buttonClassName, LineIcon } from '@sealens/ui';
import { msg } from '@lingui/core/macro';
import { HomeMarket, type HomeMarketData, type HomeWidgetsData } from '@sealens/market';
import { HomeWidgets } from '@sealens/market/home-widgets';
import { SiteCouponFromLink, ThemeBanners, type HomeTheme } from '@sealens/site-services';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINKS } from '../../config/external-links';
import { CAPABILITIES } from './capabilities';
import { HomeHero } from './home-hero';

const FIGURES = [
  { value: 'T+1', label: msg`Data refreshed every 24 hours, against 3 to 5 days for competitors` },
  { value: '18', label: msg`Months of history to query` },
  { value: '9', label: msg`Site markets covered` },
  { value: '300,000+', label: msg`Sellers use SeaLens` },
];

/** Spec §2: articles open under /article/ecommerce/{id}. */
const articleHref = (id: string) => `/article/ecommerce/${encodeURIComponent(id)}`;

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
  const marketSection = useRef<HTMLElement>(null);
  // A search sent here (the not-found page's box) lands on the search panel, its result in view
  // (issue 27 item 9: it landed at the top of the hero). After the layout's scroll to the top,
  // which runs after this effect (a parent's effects run after its children's).
  useEffect(() => {
    if (!search) return;
    const frame = requestAnimationFrame(() => marketSection.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [search]);
  return (
    <>
      <HomeHero trend={widgets.trend} figures={market.figures} />

      {/* A promotion link's coupon (?couponId=) and the campaign of the theme configuration. */}
      <SiteCouponFromLink className="mx-auto max-w-7xl px-6 pt-8" />
      {theme ? (
        <ThemeBanners
          theme={theme}
          className="mx-auto max-w-7xl px-6 pt-8"
          renderLink={({ to, className, style, children }) => (
            <Link to={to} className={className} style={style}>
              {children}
            </Link>
          )}
        />
      ) : null}

      <section id="market" ref={marketSection} aria-labelledby="market-title" className="scroll-mt-16 bg-surface-muted py-8">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="market-title" className="sr-only">
            <Trans>Yesterday's market</Trans>
          </h2>
          <HomeMarket
            data={market}
            toolLinks={{ pricing: '/pricing', multiShopChat: EXTERNAL_LINKS.dataApp, plugin: '/pluginIntroduce' }}
            {...(search ? { initialSearch: search } : {})}
          />
        </div>
      </section>

      <section aria-labelledby="widgets-title" className="bg-surface-muted pb-12">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="widgets-title" className="sr-only">
            <Trans>Market rankings and trends</Trans>
          </h2>
          <HomeWidgets
            data={widgets}
            date={market.figures?.date}
            articleHref={articleHref}
            appHref={EXTERNAL_LINKS.dataApp}
            customerServiceHref={EXTERNAL_LINKS.customerService}
          />
        </div>
      </section>

      <section aria-label={i18n._(msg`Key figures`)} className="border-b border-border bg-surface">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-6 py-12 md:grid-cols-4">
          {FIGURES.map((figure) => (
            <div key={figure.value} className="flex flex-col gap-1">
              <dt className="text-sm leading-snug text-ink-muted">{i18n._(figure.label)}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="capabilities-title" className="bg-surface-muted py-20">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="capabilities-title" className="text-center text-3xl font-bold text-ink">
            <Trans>Everything a marketplace seller needs, in one place</Trans>
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-ink-muted">
            <Trans>20 big modules with 100 basic functions, across 20 data dimensions.</Trans>
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CAPABILITIES.map((capability) => (
              <li key={capability.title.id} className="rounded-xl bg-surface p-6 shadow-sm ring-1 ring-border">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <LineIcon name={capability.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{i18n._(capability.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{i18n._(capability.body)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="plugin-title" className="bg-surface py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 lg:grid-cols-2">
          <div>
            <h2 id="plugin-title" className="text-3xl font-bold text-ink">
              <Trans>The browser plugin: data where you shop</Trans>
            </h2>
            <p className="mt-4 leading-relaxed text-ink-muted">
              <Trans>
                Over 600,000 installs. 96% of users say the plugin raises their orders, and 100% say it improves their
                operating ability.
              </Trans>
            </p>
            <a href="/pluginIntroduce" className={buttonClassName('primary', 'lg', 'mt-8')}>
              <Trans>Learn about the plugin</Trans>
            </a>
          </div>
          <div>
            <h2 className="text-xl font-semibold text-ink">
              <Trans>9 site markets</Trans>
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {SITE_CODES.map((code) => (
                <li key={code} className="rounded-full bg-surface-muted px-4 py-2 text-sm text-ink ring-1 ring-border">
                  {i18n._(SITE_NAMES[code])}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-ink-muted">
              <Trans>Customer service 7x24. Efficiency gains of 80% and more, reported by our users.</Trans>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
