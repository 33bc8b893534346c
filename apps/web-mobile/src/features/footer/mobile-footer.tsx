import { Trans } from '@lingui/react/macro';
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
  return (
    <footer className="space-y-4 border-t border-border bg-surface-muted px-5 py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ShareButton page={thisPage} />
        <Link to="/feedback" className={linkClass}>
          <Trans>Feedback</Trans>
        </Link>
      </div>
      <FriendlyLinks links={links} linkClassName={linkClass} className="text-ink" />
    </footer>
  );
}
