import { Trans } from '@lingui/react/macro';
import { openLogin, preloadLogin, useIsLoggedIn } from '@sealens/auth';
import { buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';

/** The first screen: runs under the transparent header, so it carries its own top padding. Visitors start with the login dialog. */
export function HomeHero() {
  const loggedIn = useIsLoggedIn();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(circle_at_20%_20%,#7a1d10_0%,#2a0d08_45%,#12090a_100%)] pt-16 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 py-20 lg:grid-cols-[1.1fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm text-white/90">
            <Trans>Data refreshed every 24 hours (T+1)</Trans>
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-tight font-bold tracking-tight md:text-5xl">
            <Trans>Know the market, know your rivals: big data for cross-border sellers</Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80">
            <Trans>
              Rankings, product, shop and keyword analysis, monitoring and pricing tools for Shopee sellers across 9 site
              markets.
            </Trans>
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
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
        <HeroChart />
      </div>
    </section>
  );
}

/** A decorative market-trend card; fixed size, so nothing shifts while fonts load. */
function HeroChart() {
  return (
    <div aria-hidden="true" className="hidden rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 backdrop-blur lg:block">
      <div className="flex items-center justify-between text-sm text-white/70">
        <span className="h-3 w-28 rounded bg-white/20" />
        <span className="h-3 w-16 rounded bg-brand-400/70" />
      </div>
      <svg viewBox="0 0 400 200" className="mt-6 h-56 w-full">
        <defs>
          <linearGradient id="hero-area" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#f26b4f" stopOpacity="0.55" />
            <stop offset="100%" stopColor="#f26b4f" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d="M0 170 L40 150 L80 158 L120 120 L160 128 L200 92 L240 100 L280 64 L320 72 L360 40 L400 30 L400 200 L0 200 Z" fill="url(#hero-area)" />
        <path d="M0 170 L40 150 L80 158 L120 120 L160 128 L200 92 L240 100 L280 64 L320 72 L360 40 L400 30" fill="none" stroke="#f26b4f" strokeWidth="3" />
        <path d="M0 185 L50 178 L100 181 L150 165 L200 168 L250 150 L300 154 L350 138 L400 132" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="6 6" />
      </svg>
      <div className="mt-4 grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-lg bg-white/5 p-3">
            <span className="block h-2 w-12 rounded bg-white/20" />
            <span className="mt-2 block h-4 w-20 rounded bg-white/40" />
          </div>
        ))}
      </div>
    </div>
  );
}
