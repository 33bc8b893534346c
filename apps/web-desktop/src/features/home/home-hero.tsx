import { Trans } from '@lingui/react/macro';
import { openLogin, preloadLogin, useIsLoggedIn } from '@sealens/auth';
import { buttonClassName } from '@sealens/ui';
import type { MarketFigures, TrendData } from '@sealens/market';
import { Link } from 'react-router';
import { HeroChart } from './hero-chart';

/**
 * The top of the first screen: runs under the transparent header, so it carries its own top padding.
 * Visitors start with the login dialog. Compact, so that at 1440 x 900 the search box below it is on
 * the first screen too (issue 27 item 9: the hero filled the screen and hid it).
 */
export function HomeHero({ trend, figures }: { trend: TrendData | null; figures: MarketFigures | null }) {
  const loggedIn = useIsLoggedIn();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(circle_at_20%_20%,#7a1d10_0%,#2a0d08_45%,#12090a_100%)] pt-16 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-6 py-10 lg:grid-cols-[1.1fr_1fr] lg:py-8">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm text-white/90">
            <Trans>Data refreshed every 24 hours (T+1)</Trans>
          </p>
          <h1 id="hero-title" className="mt-4 text-3xl leading-tight font-bold tracking-tight md:text-4xl">
            <Trans>Know the market, know your rivals: big data for cross-border sellers</Trans>
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-white/80">
            <Trans>
              Rankings, product, shop and keyword analysis, monitoring and pricing tools for Shopee sellers across 9 site
              markets.
            </Trans>
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            {loggedIn ? (
              <a href="/workbench/home" target="_blank" rel="noopener" className={buttonClassName('primary', 'lg')}>
                <Trans>Go to backstage</Trans>
              </a>
            ) : (
              <button type="button" className={buttonClassName('primary', 'lg')} onClick={() => void openLogin()} onPointerEnter={preloadLogin}>
                <Trans>Start for free</Trans>
              </button>
            )}
            <Link
              to="/pluginIntroduce"
              className={buttonClassName('inverse', 'lg')}
            >
              <Trans>Get the browser plugin</Trans>
            </Link>
          </div>
        </div>
        <HeroChart trend={trend} figures={figures} />
      </div>
    </section>
  );
}
