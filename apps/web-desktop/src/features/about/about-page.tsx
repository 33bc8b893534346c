import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT, FOOTER_PHONE_HOURS, SITE_CODES } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { buttonClassName, LineIcon } from '@sealens/ui';
import { Link } from 'react-router';
import { FIGURES, OFFERINGS, PRINCIPLES } from './about-content';
import { AboutHero } from './about-hero';
import { AboutSectionNav } from './about-section-nav';

// scroll-mt matches ABOUT_SCROLL_OFFSET_PX (165), so /about#… links opened from elsewhere land where the nav would put them.
const sectionClass = 'scroll-mt-[165px]';
// tabIndex -1 lets the section nav move focus to the heading it scrolled to.
const headingClass = 'text-3xl font-bold text-ink outline-none';

/** Spec §2 /about: who we are, what we offer, our numbers, the 9 markets and how to reach us. */
export function AboutPage() {
  const { i18n } = useLingui();
  const [morning, afternoon] = FOOTER_PHONE_HOURS;
  const phone = CONTACT.phone;
  const email = CONTACT.email;

  return (
    <>
      <AboutHero />
      <AboutSectionNav />

      <section id="about-mission" aria-labelledby="about-mission-title" className={`${sectionClass} bg-surface py-20`}>
        <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="about-mission-title" tabIndex={-1} className={headingClass}>
              <Trans>Our mission</Trans>
            </h2>
            <p className="mt-4 text-xl leading-relaxed font-medium text-brand-700">
              <Trans>Make every cross-border seller as well informed as the biggest players.</Trans>
            </p>
            <p className="mt-4 leading-relaxed text-ink-muted">
              <Trans>
                Selling across borders means making decisions about markets you cannot walk through yourself. SeaLens
                replaces guesswork with evidence: we follow sites, categories, shops, products, keywords and live streams
                every day, and put the results in the hands of sellers of every size, from a first shop to a team
                running hundreds.
              </Trans>
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
            {PRINCIPLES.map((item) => (
              <li key={item.title.id} className="flex gap-4 rounded-xl bg-surface-muted p-6">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <LineIcon name={item.icon} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">{i18n._(item.title)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{i18n._(item.body)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about-offer" aria-labelledby="about-offer-title" className={`${sectionClass} bg-surface-muted py-20`}>
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="about-offer-title" tabIndex={-1} className={`${headingClass} text-center`}>
            <Trans>What we offer</Trans>
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center leading-relaxed text-ink-muted">
            <Trans>
              One account for the whole seller journey: research the market, choose products, price them, watch the
              competition and run your shops.
            </Trans>
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {OFFERINGS.map((item) => (
              <li key={item.title.id} className="rounded-xl bg-surface p-6 shadow-sm ring-1 ring-border">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <LineIcon name={item.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-ink">{i18n._(item.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{i18n._(item.body)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about-numbers" aria-labelledby="about-numbers-title" className={`${sectionClass} bg-surface py-20`}>
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="about-numbers-title" tabIndex={-1} className={headingClass}>
            <Trans>SeaLens in numbers</Trans>
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-x-8 gap-y-10 md:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.label.id} className="flex flex-col border-l-4 border-brand-600 pl-4">
                <dt className="text-sm leading-snug text-ink-muted">{i18n._(figure.label)}</dt>
                {/* The value reads first on screen; dt stays first in the DOM so the pair keeps its meaning. */}
                <dd className="order-first text-4xl font-bold tracking-tight text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="about-markets" aria-labelledby="about-markets-title" className={`${sectionClass} bg-surface-muted py-20`}>
        <div className="mx-auto grid max-w-7xl items-start gap-12 px-6 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="about-markets-title" tabIndex={-1} className={headingClass}>
              <Trans>9 site markets</Trans>
            </h2>
            <p className="mt-4 leading-relaxed text-ink-muted">
              <Trans>
                From Southeast Asia to Latin America, SeaLens covers every site where you sell, with the same rankings,
                analysis and monitoring in each one, so you can compare markets side by side before you expand.
              </Trans>
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {SITE_CODES.map((code) => (
              <li key={code} className="flex items-center gap-3 rounded-xl bg-surface p-4 shadow-sm ring-1 ring-border">
                <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                  {code}
                </span>
                <span className="font-medium text-ink">{i18n._(SITE_NAMES[code])}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about-contact" aria-labelledby="about-contact-title" className={`${sectionClass} bg-surface py-20`}>
        <div className="mx-auto max-w-7xl px-6">
          <div className="grid gap-10 rounded-2xl bg-surface-inverse p-10 text-white lg:grid-cols-[1.2fr_1fr] lg:p-14">
            <div>
              <h2 id="about-contact-title" tabIndex={-1} className="text-3xl font-bold outline-none">
                <Trans>Contact us</Trans>
              </h2>
              <p className="mt-4 max-w-xl leading-relaxed text-white/80">
                <Trans>
                  Questions about the data, a membership or a partnership? Our customer service team is online 7x24 and
                  happy to help you get more out of SeaLens.
                </Trans>
              </p>
              <div className="mt-8 flex flex-wrap gap-4">
                <Link to="/pluginIntroduce" className={buttonClassName('primary', 'lg')}>
                  <Trans>Get the browser plugin</Trans>
                </Link>
                <a href="/m" className={buttonClassName('inverse', 'lg')}>
                  <Trans>Open the mobile site</Trans>
                </a>
              </div>
            </div>
            <ul className="space-y-5">
              <li className="flex gap-4">
                <LineIcon name="call" className="mt-0.5 shrink-0 text-brand-300" />
                <div>
                  <p className="text-sm text-white/70">
                    <Trans>Phone</Trans>
                  </p>
                  <a href={`tel:${phone}`} className="text-lg font-semibold text-white underline-offset-4 hover:underline">
                    {phone}
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <LineIcon name="clock" className="mt-0.5 shrink-0 text-brand-300" />
                <div>
                  <p className="text-sm text-white/70">
                    <Trans>Phone hours</Trans>
                  </p>
                  <p className="font-medium">
                    <Trans>
                      {morning} and {afternoon}
                    </Trans>
                  </p>
                </div>
              </li>
              <li className="flex gap-4">
                <LineIcon name="mail" className="mt-0.5 shrink-0 text-brand-300" />
                <div>
                  <p className="text-sm text-white/70">
                    <Trans>E-mail</Trans>
                  </p>
                  <a href={`mailto:${email}`} className="font-medium text-white underline-offset-4 hover:underline">
                    {email}
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <LineIcon name="chat" className="mt-0.5 shrink-0 text-brand-300" />
                <div>
                  <p className="text-sm text-white/70">
                    <Trans>Online customer service</Trans>
                  </p>
                  <p className="font-medium">
                    <Trans>7x24, every day of the year</Trans>
                  </p>
                </div>
              </li>
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
