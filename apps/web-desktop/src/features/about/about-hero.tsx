import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@sealens/ui';
import { SectionLink } from './section-link';

/** First screen of /about: runs under the transparent fixed header, hence the dark background and pt-16. */
export function AboutHero() {
  return (
    <section
      aria-labelledby="about-title"
      className="relative overflow-hidden bg-[radial-gradient(circle_at_80%_10%,#7a1d10_0%,#2a0d08_45%,#12090a_100%)] pt-16 text-white"
    >
      {/* Faint map dots and routes: atmosphere only, sized by the container so nothing shifts. */}
      <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-y-0 right-0 hidden h-full w-1/2 opacity-25 lg:block" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
        <defs>
          <pattern id="about-dots" width="14" height="14" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.6" fill="#ffffff" />
          </pattern>
        </defs>
        <rect width="400" height="300" fill="url(#about-dots)" />
        <circle cx="270" cy="170" r="7" fill="#f7704f" />
        <circle cx="300" cy="200" r="5" fill="#f7704f" />
        <circle cx="330" cy="150" r="5" fill="#f7704f" />
        <circle cx="110" cy="210" r="6" fill="#f7704f" />
        <path d="M110 210 Q190 120 270 170 T330 150" fill="none" stroke="#f7704f" strokeWidth="1.5" strokeDasharray="4 5" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-6 py-20 lg:py-28">
        <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm text-white/90">
          <Trans>About SeaLens</Trans>
        </p>
        <h1 id="about-title" className="mt-6 max-w-3xl text-4xl leading-tight font-bold tracking-tight md:text-5xl">
          <Trans>Data that helps cross-border sellers grow</Trans>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/80">
          <Trans>
            SeaLens is a data-analysis and seller-tools platform for sellers on Shopee and other cross-border
            marketplaces. We turn marketplace data from 9 site markets into rankings, analysis and tools that tell you
            what to sell, where to sell it and at what price.
          </Trans>
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <SectionLink sectionId="about-offer" className={buttonClassName('primary', 'lg')}>
            <Trans>See what we offer</Trans>
          </SectionLink>
          <SectionLink
            sectionId="about-contact"
            className={buttonClassName('inverse', 'lg')}
          >
            <Trans>Contact us</Trans>
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
