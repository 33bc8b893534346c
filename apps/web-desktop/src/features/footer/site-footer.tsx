import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT, FOOTER_PHONE_HOURS } from '@sealens/domain';
import { FriendlyLinks, type FriendlyLink } from '@sealens/site-services';
import { QrCode } from '@sealens/ui';
import { Link } from 'react-router';
import { EXTERNAL_LINKS } from '../../config/external-links';
import { Logo } from '../header/logo';
import { CONTENT_LINKS, DATA_PAGE_LINKS, type SiteLink } from './site-links';

const PRICING_LINK: SiteLink = { label: msg`Pricing calculator`, to: '/pricing' };

const linkClass = 'rounded-sm text-sm text-white/75 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-focus';

/**
 * Spec §1: product and company links, two link groups, contact, phone hours, two QR codes, copyright;
 * and the friendly links (spec §7) with the feedback page.
 */
export function SiteFooter({ links }: { links: readonly FriendlyLink[] }) {
  const { i18n, t } = useLingui();
  const linkList = (items: readonly SiteLink[]) => (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item.to}>
          <Link className={linkClass} to={item.to}>
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
  const [morning, afternoon] = FOOTER_PHONE_HOURS;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-surface-inverse text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-[1.3fr_1fr_1fr_1fr_1fr_1.3fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-white/75">
            <Trans>Data analysis and seller tools for cross-border marketplace sellers in Southeast Asia and Latin America.</Trans>
          </p>
          <p className="mt-4 text-sm text-white/75">
            <Link to="/about" className={linkClass}>
              <Trans>About us</Trans>
            </Link>
          </p>
        </div>
        <nav aria-label={t`Product services`}>
          <h2 className="text-sm font-semibold">
            <Trans>Product services</Trans>
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a className={linkClass} href={EXTERNAL_LINKS.pluginDownload} target="_blank" rel="noopener noreferrer">
                <Trans>Browser plugin</Trans>
              </a>
            </li>
            <li>
              <a className={linkClass} href={EXTERNAL_LINKS.dataArk} target="_blank" rel="noopener noreferrer">
                <Trans>Enterprise data ark</Trans>
              </a>
            </li>
            <li>
              <a className={linkClass} href={EXTERNAL_LINKS.translation} target="_blank" rel="noopener noreferrer">
                <Trans>Translation tool</Trans>
              </a>
            </li>
            <li>
              <a className={linkClass} href={EXTERNAL_LINKS.cloudComputer} target="_blank" rel="noopener noreferrer">
                <Trans>Cloud computer</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Quick navigation`}>
          <h2 className="text-sm font-semibold">
            <Trans>Quick navigation</Trans>
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <Link className={linkClass} to="/">
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/pluginIntroduce">
                <Trans>Plugin introduction</Trans>
              </Link>
            </li>
            <li>
              <a className={linkClass} href="/m">
                <Trans>Mobile site</Trans>
              </a>
            </li>
            <li>
              <Link className={linkClass} to="/feedback">
                <Trans>Feedback</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        {/* Issue 27 item 3: the data pages and the content areas, in every language (the header's classroom menu is zh/tw only). */}
        <nav aria-label={t`Data tools`}>
          <h2 className="text-sm font-semibold">
            <Trans>Data tools</Trans>
          </h2>
          {linkList([...DATA_PAGE_LINKS, PRICING_LINK])}
        </nav>
        <nav aria-label={t`Learn and connect`}>
          <h2 className="text-sm font-semibold">
            <Trans>Learn and connect</Trans>
          </h2>
          {linkList(CONTENT_LINKS)}
        </nav>
        <div>
          <h2 className="text-sm font-semibold">
            <Trans>Contact us</Trans>
          </h2>
          <ul className="mt-4 space-y-2 text-sm text-white/75">
            <li>
              <Trans>Phone</Trans>: <a className={linkClass} href={`tel:${CONTACT.phone}`}>{CONTACT.phone}</a>
            </li>
            <li>
              <Trans>
                Working hours: {morning} and {afternoon}
              </Trans>
            </li>
            <li>
              <Trans>E-mail</Trans>: <a className={linkClass} href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
            <li>
              <Trans>Online customer service 7x24</Trans>
            </li>
          </ul>
          <div className="mt-6 flex gap-4 text-center text-xs text-white/75">
            <QrCode value={EXTERNAL_LINKS.miniProgram} label={t`Mini program QR code`} size={96} className="rounded" caption={<Trans>Mini program</Trans>} captionClassName="mt-2" />
            <QrCode value={EXTERNAL_LINKS.dataApp} label={t`Data app QR code`} size={96} className="rounded" caption={<Trans>Data app</Trans>} captionClassName="mt-2" />
          </div>
        </div>
      </div>
      <FriendlyLinks links={links} linkClassName={linkClass} className="mx-auto max-w-7xl border-t border-white/10 px-6 py-5" />
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-5 text-xs text-white/60">
          <Trans>© {year} SeaLens Technology Co., Ltd. All rights reserved.</Trans>
          {import.meta.env.VITE_REGISTRATION_LINE ? <span className="ml-3">{import.meta.env.VITE_REGISTRATION_LINE}</span> : null}
        </p>
      </div>
    </footer>
  );
}
