// A shop explanation's header (issue 29 item 1; DESIGN.md §6 "Explanation"): its logo, name, site,
// type and category, its rating, followers, active products, new products' share, the day it opened
// (and its first sale, when the data saw it start selling), and its page on the marketplace.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { PercentFigure } from '../ranking/ranking-columns';
import { CategoryName, CountFigure, DayCell, MarketplaceLink, ProductPicture, SiteBadge, SiteName } from '../ranking/ranking-cells';
import { SHOP_TYPE_NAMES } from '../shared/labels';
import type { ShopRow } from '../shared/types';

export interface ShopHeaderCardProps {
  shop: ShopRow;
  headingLevel?: 1 | 2;
}

export const SHOP_LOGO_PX = 96;

/** A fact; an estimated one (made from units or sales value, issue 33) carries the estimate mark. */
function Fact({ term, children, estimated = false }: { term: string; children: ReactNode; estimated?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="text-sm text-ink tabular-nums">
        {children}
        {estimated && <EstimateMark />}
      </dd>
    </div>
  );
}

export function ShopHeaderCard({ shop, headingLevel = 1 }: ShopHeaderCardProps) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:flex-row" aria-labelledby={`shop-${shop.id}`}>
      <ProductPicture src={shop.logo} size={SHOP_LOGO_PX} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Heading id={`shop-${shop.id}`} className="text-lg font-semibold text-ink">
            {shop.name}
          </Heading>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <SiteBadge site={shop.site} />
            <SiteName site={shop.site} />
            <span aria-hidden="true">·</span>
            <span>{i18n._(SHOP_TYPE_NAMES[shop.type])}</span>
            <span aria-hidden="true">·</span>
            <CategoryName id={shop.categoryId} />
            <MarketplaceLink href={shop.link} className="text-sm" />
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
          <Fact term={t`Rating`}>
            <CountFigure value={shop.rating} decimals={1} />
          </Fact>
          <Fact term={t`Followers`}>
            <CountFigure value={shop.followers} />
          </Fact>
          <Fact term={t`Active products`} estimated>
            <CountFigure value={shop.products} />
          </Fact>
          <Fact term={t`New products' share`} estimated>
            <PercentFigure value={shop.newShare} noneText={t`No sales in the last 30 days`} />
          </Fact>
          <Fact term={t({ message: 'Opened', context: 'the day a shop opened' })}>
            <DayCell day={shop.openedAt} />
          </Fact>
          {shop.firstSaleAt && (
            <Fact term={t`First sale`}>
              <DayCell day={shop.firstSaleAt} />
            </Fact>
          )}
        </dl>
      </div>
    </section>
  );
}
