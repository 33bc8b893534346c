import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT, FOOTER_PHONE_HOURS, SITE_CODES } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';
import { FIGURES, OFFERINGS } from './about-content';

const cardClass = 'rounded-xl bg-surface p-5 shadow-sm ring-1 ring-border';
const headingClass = 'text-lg font-bold text-ink';

/** Spec §2 /m/about, the "about us" tab: one column, laid out for a 375px screen first. */
export function AboutPage() {
  const { i18n } = useLingui();
  const [morning, afternoon] = FOOTER_PHONE_HOURS;
  const { phone, email } = CONTACT;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-4">
      <section aria-labelledby="about-title" className="rounded-xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-md">
        <p className="text-sm font-medium text-white/85">
          <Trans>About us</Trans>
        </p>
        <h1 id="about-title" className="mt-2 text-2xl leading-tight font-bold">
          <Trans>Data that helps cross-border sellers grow</Trans>
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-white/90">
          <Trans>
            SeaLens is a data-analysis and seller-tools platform for Shopee and other cross-border marketplaces, covering
            9 site markets.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="about-mission-title" className={cardClass}>
        <h2 id="about-mission-title" className={headingClass}>
          <Trans>Our mission</Trans>
        </h2>
        <p className="mt-2 font-medium text-brand-700">
          <Trans>Make every cross-border seller as well informed as the biggest players.</Trans>
        </p>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          <Trans>
            We follow sites, categories, shops, products and keywords every day, so you decide what to sell, where and at
            what price from evidence, not guesswork.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="about-numbers-title" className={cardClass}>
        <h2 id="about-numbers-title" className={headingClass}>
          <Trans>SeaLens in numbers</Trans>
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {FIGURES.map((figure) => (
            <div key={figure.label.id} className="flex flex-col rounded-lg bg-surface-muted p-3">
              <dt className="text-xs leading-snug text-ink-muted">{i18n._(figure.label)}</dt>
              {/* The value reads first on screen; dt stays first in the DOM so the pair keeps its meaning. */}
              <dd className="order-first text-2xl font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-offer-title" className={cardClass}>
        <h2 id="about-offer-title" className={headingClass}>
          <Trans>What we offer</Trans>
        </h2>
        <ul className="mt-3 divide-y divide-border">
          {OFFERINGS.map((item) => (
            <li key={item.title.id} className="py-3 first:pt-0 last:pb-0">
              <h3 className="font-semibold text-ink">{i18n._(item.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{i18n._(item.body)}</p>
            </li>
          ))}
        </ul>
        <Link to="/product" className={buttonClassName('secondary', 'md', 'mt-4 w-full')}>
          <Trans>See all products</Trans>
        </Link>
      </section>

      <section aria-labelledby="about-markets-title" className={cardClass}>
        <h2 id="about-markets-title" className={headingClass}>
          <Trans>9 site markets</Trans>
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {SITE_CODES.map((code) => (
            <li key={code} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700">
              {i18n._(SITE_NAMES[code])}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contact-title" className={cardClass}>
        <h2 id="about-contact-title" className={headingClass}>
          <Trans>Contact us</Trans>
        </h2>
        <dl className="mt-3 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${phone}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {phone}
              </a>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              <Trans>Phone hours</Trans>
            </dt>
            <dd className="text-right text-ink">
              <Trans>
                {morning} and {afternoon}
              </Trans>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <a href={`mailto:${email}`} className="font-medium break-all text-brand-700 underline-offset-4 hover:underline">
                {email}
              </a>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              <Trans>Online customer service</Trans>
            </dt>
            <dd className="text-ink">
              <Trans>7x24</Trans>
            </dd>
          </div>
        </dl>
        {/* A full-width button: the phone is the quickest way to reach us from a phone. */}
        <a href={`tel:${phone}`} className={buttonClassName('primary', 'lg', 'mt-5 w-full')}>
          <Trans>Call customer service</Trans>
        </a>
      </section>

    </div>
  );
}
