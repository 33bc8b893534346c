import { Trans, useLingui } from '@lingui/react/macro';
import { isLocaleCode, localeIso } from '@sealens/domain';
import { LineIcon } from '@sealens/ui';
import { INSTALL_STEPS, PLUGIN_FEATURES, PLUGIN_FIGURES, SUPPORTED_BROWSERS } from './plugin-content';
import { PluginDownloadButton } from './plugin-download-button';
import { PluginPreview } from './plugin-preview';

/** Spec §2 /pluginIntroduce: what the browser plugin does, where it runs, how to install it. Open to visitors. */
export function PluginIntroducePage() {
  const { i18n } = useLingui();
  // Intl joins the list with each language's own commas and "and".
  const listLocale = isLocaleCode(i18n.locale) ? localeIso(i18n.locale) : 'en';
  const browserNames = new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(SUPPORTED_BROWSERS.map((browser) => i18n._(browser.name)));

  return (
    <>
      <section aria-labelledby="plugin-title" className="bg-linear-to-b from-brand-50 to-surface">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 py-16 lg:grid-cols-[1fr_1.05fr] lg:py-24">
          <div>
            <p className="inline-flex rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
              <Trans>Free browser plugin</Trans>
            </p>
            <h1 id="plugin-title" className="mt-6 text-4xl leading-tight font-bold tracking-tight text-ink md:text-5xl">
              <Trans>Marketplace data on every page you open</Trans>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
              <Trans>
                The SeaLens plugin works inside your browser while you browse Shopee. Download reviews, main images,
                video and per-SKU sales in one click, and see the numbers behind any product without leaving the page.
              </Trans>
            </p>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <PluginDownloadButton />
              <a href="#plugin-install" className="rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
                <Trans>How to install</Trans>
              </a>
            </div>
            <p className="mt-6 text-sm text-ink-muted">
              <Trans>Works in {browserNames}.</Trans>
            </p>
          </div>
          <PluginPreview />
        </div>
      </section>

      <section aria-labelledby="plugin-figures-title" className="border-y border-border bg-surface">
        <div className="mx-auto max-w-7xl px-6 py-12">
          <h2 id="plugin-figures-title" className="sr-only">
            <Trans>The plugin in numbers</Trans>
          </h2>
          <dl className="grid grid-cols-2 gap-8 md:grid-cols-4">
            {PLUGIN_FIGURES.map((figure) => (
              <div key={figure.label.id} className="flex flex-col">
                <dt className="text-sm leading-snug text-ink-muted">{i18n._(figure.label)}</dt>
                {/* The value reads first on screen; dt stays first in the DOM so the pair keeps its meaning. */}
                <dd className="order-first text-3xl font-bold text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="plugin-features-title" className="bg-surface-muted py-20">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="plugin-features-title" className="text-center text-3xl font-bold text-ink">
            <Trans>What the plugin does for you</Trans>
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center leading-relaxed text-ink-muted">
            <Trans>Research that used to take an afternoon of copying and screenshots, done in a few clicks.</Trans>
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PLUGIN_FEATURES.map((feature) => (
              <li key={feature.title.id} className="rounded-xl bg-surface p-6 shadow-sm ring-1 ring-border">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <LineIcon name={feature.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{i18n._(feature.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{i18n._(feature.body)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="plugin-browsers-title" className="bg-surface py-20">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="plugin-browsers-title" className="text-3xl font-bold text-ink">
            <Trans>Supported browsers</Trans>
          </h2>
          <p className="mt-4 max-w-2xl leading-relaxed text-ink-muted">
            <Trans>Install the plugin in the browser you already use. Keep it up to date for the best results.</Trans>
          </p>
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {SUPPORTED_BROWSERS.map((browser) => (
              <li key={browser.initial} className="flex items-center gap-3 rounded-xl bg-surface-muted p-4 ring-1 ring-border">
                <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-sm font-bold text-brand-700 ring-1 ring-border">
                  {browser.initial}
                </span>
                <span className="font-medium text-ink">{i18n._(browser.name)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="plugin-install" aria-labelledby="plugin-install-title" className="scroll-mt-24 bg-surface-muted py-20">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="plugin-install-title" className="text-center text-3xl font-bold text-ink">
            <Trans>Install in 3 steps</Trans>
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {INSTALL_STEPS.map((step, index) => (
              <li key={step.title.id} className="relative rounded-xl bg-surface p-6 shadow-sm ring-1 ring-border">
                <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-ink-inverse">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{i18n._(step.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{i18n._(step.body)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="plugin-cta-title" className="bg-surface py-20">
        <div className="mx-auto max-w-7xl px-6">
          <div className="flex flex-col items-start gap-8 rounded-2xl bg-surface-inverse p-10 text-white lg:flex-row lg:items-center lg:justify-between lg:p-14">
            <div>
              <h2 id="plugin-cta-title" className="text-3xl font-bold">
                <Trans>Start selling with better data today</Trans>
              </h2>
              <ul className="mt-6 space-y-2 text-white/80">
                <li className="flex items-center gap-2">
                  <LineIcon name="check" className="size-5 text-brand-300" />
                  <Trans>Free to download, ready in minutes</Trans>
                </li>
                <li className="flex items-center gap-2">
                  <LineIcon name="check" className="size-5 text-brand-300" />
                  <Trans>Trusted by over 600,000 installs</Trans>
                </li>
                <li className="flex items-center gap-2">
                  <LineIcon name="check" className="size-5 text-brand-300" />
                  <Trans>Customer service 7x24 if you need a hand</Trans>
                </li>
              </ul>
            </div>
            <PluginDownloadButton />
          </div>
        </div>
      </section>
    </>
  );
}
