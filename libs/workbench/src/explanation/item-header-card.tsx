// The explanation page's header (DESIGN.md §6 "Explanation"): the item's picture, title, site,
// shop, category, price, rating, reviews, likes, listing date, and its page on the marketplace.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CategoryName, CountFigure, DayCell, MarketplaceLink, ProductPicture, ShopCell, SiteBadge, SiteMoney, SiteName } from '../ranking/ranking-cells';
import type { ProductRow } from '../shared/types';

export interface ItemHeaderCardProps {
  item: ProductRow;
  /** The marketplace link's text (default "On the marketplace"). */
  marketplaceLabel?: string;
  /** Headline level of the title (the page's main heading by default). */
  headingLevel?: 1 | 2;
}

export const HEADER_PICTURE_PX = 96;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="text-sm text-ink tabular-nums">{children}</dd>
    </div>
  );
}

export function ItemHeaderCard({ item, marketplaceLabel, headingLevel = 1 }: ItemHeaderCardProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:flex-row" aria-labelledby={`item-${item.id}`}>
      <ProductPicture src={item.image} size={HEADER_PICTURE_PX} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Heading id={`item-${item.id}`} className="text-lg font-semibold text-ink">
            {item.title}
          </Heading>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <SiteBadge site={item.site} />
            <SiteName site={item.site} />
            <span aria-hidden="true">·</span>
            <CategoryName id={item.categoryId} />
            <MarketplaceLink href={item.link} label={marketplaceLabel} className="text-sm" />
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
          <Fact term={t`Price`}>
            <SiteMoney value={item.price} row={item} />
          </Fact>
          <Fact term={t`Rating`}>
            <CountFigure value={item.rating} decimals={1} />
          </Fact>
          <Fact term={t`Reviews`}>
            <CountFigure value={item.reviews} />
          </Fact>
          <Fact term={t`Likes`}>
            <CountFigure value={item.likes} />
          </Fact>
          <Fact term={t`Shop`}>
            <ShopCell shop={item.shop} />
          </Fact>
          <Fact term={t`Listed`}>
            <DayCell day={item.listedAt} />
          </Fact>
        </dl>
      </div>
    </section>
  );
}
