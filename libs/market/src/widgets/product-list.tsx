// The home product list (spec §2 home widgets; §7 product id list, then each product's card): a
// few products of the chosen category with their latest figures.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber, type CategoryId } from '@sealens/domain';
import { Select } from '@sealens/ui';
import { CATEGORIES } from '@sealens/domain';
import { HOME_PRODUCT_LIST_SIZE, loadHomeProducts } from '../api/home-widget-loaders';
import { CATEGORY_NAMES } from '../figures/market-labels';
import type { ProductCardData } from '../search/search-types';
import { ItemName, productPageHref } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

export interface ProductListProps {
  initial: { params: { typeId: CategoryId }; data: ProductCardData[] | null };
  date?: string;
}

export function ProductList({ initial, date }: ProductListProps) {
  const { t, i18n } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const widget = useWidgetData(initial, (params) => loadHomeProducts(api(), params));
  const count = HOME_PRODUCT_LIST_SIZE;
  return (
    <WidgetFrame
      title={t`Products to watch`}
      date={date}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-64"
      testId="product-list"
      actions={
        <Select
          label={t`Category`}
          hideLabel
          value={String(widget.params.typeId)}
          onValueChange={(value) => widget.change({ typeId: Number(value) as CategoryId })}
          options={CATEGORIES.map((c) => ({ value: String(c.id), label: i18n._(CATEGORY_NAMES[c.id]) }))}
        />
      }
    >
      {widget.data?.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">
          <Trans>No data for this selection.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 lg:grid-cols-6" aria-label={t`Up to ${count} products`}>
          {widget.data?.map((product) => {
            const sold = formatNumber(product.sales, { locale });
            return (
            <li key={product.productId} className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-2" data-testid="home-product">
              <div className="aspect-square overflow-hidden rounded bg-surface-muted">
                {product.imageUrl && <img src={product.imageUrl} alt="" width={160} height={160} loading="lazy" className="size-full object-cover" />}
              </div>
              <div className="text-xs">
                <ItemName name={product.title} href={productPageHref(product.productId)} marketplaceHref={product.link} site={product.site} />
              </div>
              <p className="text-sm font-semibold text-brand-700 tabular-nums">
                {product.site ? formatMoney(product.price, { site: product.site, locale }) : formatNumber(product.price, { locale })}
              </p>
              <p className="text-xs text-ink-muted">
                <Trans>Sold {sold}</Trans>
              </p>
            </li>
            );
          })}
        </ul>
      )}
    </WidgetFrame>
  );
}
