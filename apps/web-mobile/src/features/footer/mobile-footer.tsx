import { Trans, useLingui } from '@lingui/react/macro';
import { FriendlyLinks, ShareButton } from '@sealens/site-services';
import { Link } from 'react-router';
import type { FriendlyLink } from '@sealens/site-services';

// At least 44 px tall (issue 27 item 11: the links were 16-22 px, too small a target for a finger).
const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-sm text-ink-muted underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus';

/** What the page is, for a share (read when the button is pressed). */
const thisPage = () => ({
  title: document.title,
  desc: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  link: window.location.href.split('#')[0] ?? window.location.href,
  imgUrl: new URL('/m/favicon.svg', window.location.origin).href,
});

/** The mobile footer above the tab bar: share, feedback, the friendly links (spec §1, §7). */
export function MobileFooter({ links }: { links: readonly FriendlyLink[] }) {
  const { t } = useLingui();
  // Issue 27 item 3: the phone's finished parts that no tab reaches (the tab bar holds home, product,
  // knowledge base and about us), in every language.
  const siteLinks = [
    { label: t`Pricing calculator`, to: '/pricing' },
    { label: t`Lucky draw`, to: '/lottery' },
  ];
  return (
    <footer className="space-y-4 border-t border-border bg-surface-muted px-5 py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ShareButton page={thisPage} />
        <Link to="/feedback" className={linkClass}>
          <Trans>Feedback</Trans>
        </Link>
      </div>
      <nav aria-label={t`Learn and connect`}>
        <ul className="grid grid-cols-2 gap-x-4">
          {siteLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FriendlyLinks links={links} linkClassName={linkClass} className="text-ink" />
    </footer>
  );
}
