// Where a product or shop leads (issue 27 item 2): first to its own page in SeaLens (the desktop's
// detail pages; the mobile site has none and links there too), then, as a secondary link that opens
// a new tab, to its page on the marketplace. Plain links: they work in the server's HTML before the
// page has hydrated, and from the mobile site (served under /m) to the desktop's pages.
import { useLingui } from '@lingui/react/macro';
import type { SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { cx } from './cx';

/** A product's own page: its explosion detection (spec §2 `/details?id=`). */
export function productPageHref(productId: string): string {
  return `/details?id=${encodeURIComponent(productId)}`;
}

/** A shop's own page: its revenue (`/mall-detail/mallReceivable?shopId=`). */
export function shopPageHref(shopId: string): string {
  return `/mall-detail/mallReceivable?shopId=${encodeURIComponent(shopId)}`;
}

const externalIcon = (
  <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <path d="M9 2.75h4.25V7M13 3 7.5 8.5M6.5 3.75H3.25v9h9V9.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface MarketplaceLinkProps {
  /** The item's page on the marketplace. */
  href: string;
  /** The item's name, for the link's accessible name. */
  name: string;
  className?: string;
}

/** The secondary link to an item's marketplace page: an icon with a name that says where it goes. */
export function MarketplaceLink({ href, name, className }: MarketplaceLinkProps) {
  const { t } = useLingui();
  const label = t`${name} on the marketplace (opens in a new tab)`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      data-testid="marketplace-link"
      className={cx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-focus',
        className,
      )}
    >
      {externalIcon}
    </a>
  );
}

export interface ItemNameProps {
  name: string;
  /** The item's own page in SeaLens (productPageHref, shopPageHref). */
  href: string;
  /** The item's marketplace page, when the data gives one. */
  marketplaceHref?: string | undefined;
  /** Named under the item in lists that mix sites. */
  site?: SiteCode | undefined;
  /** Lines the name may take. */
  lines?: 1 | 2;
}

/** A row's product or shop: its name linking to its own page, its site, and the marketplace link. */
export function ItemName({ name, href, marketplaceHref, site, lines = 2 }: ItemNameProps) {
  const { i18n } = useLingui();
  return (
    <span className="flex min-w-0 items-start gap-1">
      <span className="min-w-0 flex-1">
        <a href={href} className={cx(lines === 1 ? 'line-clamp-1' : 'line-clamp-2', 'text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus')}>
          {name}
        </a>
        {site && (
          <span className="block text-xs text-ink-muted" data-site={site}>
            {i18n._(SITE_NAMES[site])}
          </span>
        )}
      </span>
      {marketplaceHref && <MarketplaceLink href={marketplaceHref} name={name} className="-my-1" />}
    </span>
  );
}

/** The site a keyword (or any unlinked row) belongs to, under its text in lists that mix sites. */
export function SiteLine({ site }: { site: SiteCode | undefined }) {
  const { i18n } = useLingui();
  if (!site) return null;
  return (
    <span className="block text-xs text-ink-muted" data-site={site}>
      {i18n._(SITE_NAMES[site])}
    </span>
  );
}
