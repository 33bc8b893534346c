// A found product (spec §2 goods query): its latest figures and the day they describe.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { FigureDate } from '../shared/figure-date';
import { MarketplaceLink } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import type { ProductCardData } from './search-types';
import { FigureItem } from './figure-item';

export interface ProductCardProps {
  product: ProductCardData;
  /** The product's own page in SeaLens (productPageHref); the title links there. Left out on that page itself. */
  detailHref?: string;
}

export function ProductCard({ product, detailHref }: ProductCardProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const productId = product.productId;
  const money = (value: number | null | undefined) =>
    product.site ? formatMoney(value, { site: product.site, locale }) : formatNumber(value, { locale });
  return (
    <article className="flex gap-4 rounded-lg border border-border bg-surface p-4" aria-label={product.title} data-testid="product-card">
      <div className="size-20 shrink-0 overflow-hidden rounded-md bg-surface-muted">
        {product.imageUrl && <img src={product.imageUrl} alt="" width={80} height={80} className="size-20 object-cover" loading="lazy" />}
      </div>
      <div className="min-w-0 flex-1">
        {/* The title leads to the product's page here; the marketplace's page is the secondary link. */}
        <div className="flex items-start gap-1">
          <h3 className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold text-ink">
            {detailHref ? (
              <a href={detailHref} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                {product.title}
              </a>
            ) : (
              product.title
            )}
          </h3>
          {product.link && <MarketplaceLink href={product.link} name={product.title} className="-my-1.5" />}
        </div>
        <p className="mt-1 text-xs text-ink-muted">
          {[product.site && i18n._(SITE_NAMES[product.site]), product.shopName, t`Product ID ${productId}`].filter(Boolean).join(' · ')}
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <FigureItem label={<Trans>Price</Trans>} value={money(product.price)} />
          <FigureItem label={<Trans>Sales volume</Trans>} value={formatNumber(product.sales, { locale })} />
          <FigureItem label={<Trans>Sales value</Trans>} value={money(product.gmv)} />
        </dl>
        {product.date && <FigureDate date={product.date} className="mt-2" />}
      </div>
    </article>
  );
}
