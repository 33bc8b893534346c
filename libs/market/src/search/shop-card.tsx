// A found shop (spec §2 shop diagnosis): its latest figures and the day they describe.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { FigureDate } from '../shared/figure-date';
import { MarketplaceLink } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import { FigureItem } from './figure-item';
import type { ShopCardData } from './search-types';

export interface ShopCardProps {
  shop: ShopCardData;
  /** The shop's own page in SeaLens (shopPageHref): the name links there, and a link says so. Left out on that page itself. */
  detailHref?: string;
}

export function ShopCard({ shop, detailHref }: ShopCardProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const shopId = shop.shopId;
  return (
    <article className="flex gap-4 rounded-lg border border-border bg-surface p-4" aria-label={shop.name} data-testid="shop-card">
      <div className="size-16 shrink-0 overflow-hidden rounded-full bg-surface-muted">
        {shop.logoUrl && <img src={shop.logoUrl} alt="" width={64} height={64} className="size-16 object-cover" loading="lazy" />}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1">
          <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">
            {detailHref ? (
              <a href={detailHref} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                {shop.name}
              </a>
            ) : (
              shop.name
            )}
          </h3>
          {shop.link && <MarketplaceLink href={shop.link} name={shop.name} className="-my-1.5" />}
        </div>
        <p className="mt-1 text-xs text-ink-muted">
          {[shop.site && i18n._(SITE_NAMES[shop.site]), t`Shop ID ${shopId}`].filter(Boolean).join(' · ')}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <FigureItem label={<Trans>Sales volume</Trans>} value={formatNumber(shop.sales, { locale })} />
          <FigureItem
            label={<Trans>Sales value</Trans>}
            value={shop.site ? formatMoney(shop.gmv, { site: shop.site, locale }) : formatNumber(shop.gmv, { locale })}
          />
        </dl>
        {shop.date && <FigureDate date={shop.date} className="mt-2" />}
        {/* Two figures are the diagnosis's start: the shop's page has its 7 and 30 days, daily chart and products. */}
        {detailHref && (
          <a href={detailHref} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus" data-testid="shop-page-link">
            <Trans>See the shop's sales, products and categories</Trans>
          </a>
        )}
      </div>
    </article>
  );
}
