// The contrast page kind (DESIGN.md §6): 2 to 6 items of one entity (products, shops, search words or
// categories) side by side, one column per item, one row per figure, so a figure reads across. As on
// the rankings (issue 33), an estimated figure's row name carries the estimate mark, and an item's
// units and sales value their own interval.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import { CategoryName, CountFigure, DayCell, Growth, MarketplaceLink, numberCell, ProductPicture, SalesValue, ShopCell, SiteMoney, SiteName } from '../ranking/ranking-cells';
import { PercentFigure } from '../ranking/ranking-columns';
import { BlueOceanCell, CATEGORY_COLUMN_NAMES, CategorySales, SalesPerShopCell, ShareCell, useCategoryTitle } from '../category/category-columns';
import { EstimateMark } from '../estimate/estimate-mark';
import { IntervalMark } from '../estimate/interval-mark';
import { cx } from '../shared/cx';
import { SHOP_TYPE_NAMES } from '../shared/labels';
import {
  isCategoryItem,
  isKeywordItem,
  isShopItem,
  type AnyContrastItem,
  type CategoryContrastItem,
  type ContrastItem,
  type KeywordContrastItem,
  type MoneyMode,
  type ShopContrastItem,
} from '../shared/types';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import { tableFrameClass } from '../shared/table-frame';

export interface ContrastTableProps {
  items: AnyContrastItem[];
  money: MoneyMode;
  itemHref(item: AnyContrastItem['item']): string;
  onRemove?(id: string): void;
  caption?: string;
}

/** A figure's row: its name, its cell, whether it is a number (right-aligned), whether it is estimated (the mark). */
type FigureRow<Item> = [string, (c: Item) => ReactNode, boolean, boolean];

/** An item's units with the mark of their interval, when the answer states one. */
function UnitsWithInterval({ c }: { c: ContrastItem | ShopContrastItem | CategoryContrastItem }) {
  return (
    <>
      <CountFigure value={c.figures.units} />
      <IntervalMark interval={c.figures.interval} figure="units" />
    </>
  );
}

/** A product's or shop's sales value in the table's money with the mark of its interval. */
function SalesWithInterval({ c, money }: { c: ContrastItem | ShopContrastItem; money: MoneyMode }) {
  return (
    <>
      <SalesValue row={{ ...c.item, gmv: c.figures.gmv, gmvUsd: c.figures.gmvUsd }} money={money} />
      <IntervalMark interval={c.figures.interval} figure={money === 'site' ? 'gmv' : 'gmvUsd'} currency={c.item.currency} />
    </>
  );
}

export function ContrastTable({ items, money, itemHref, onRemove, caption }: ContrastTableProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const shops = items.length > 0 && items.every(isShopItem);
  const words = items.length > 0 && items.every(isKeywordItem);
  const categories = items.length > 0 && items.every(isCategoryItem);
  const categoryTitle = useCategoryTitle(categories && items.some((c) => isCategoryItem(c) && c.item.parentId !== null));
  // The figures the category ranking shows, under its columns' names; its sales over the period asked.
  const categoryRows: FigureRow<CategoryContrastItem>[] = [
    [t`Site`, (c) => (c.item.site === 'ALL' ? t`All sites` : <SiteName site={c.item.site} />), false, false],
    [i18n._(CATEGORY_COLUMN_NAMES.units), (c) => <UnitsWithInterval c={c} />, true, true],
    [
      i18n._(CATEGORY_COLUMN_NAMES.gmv),
      (c) => {
        // In the site's money only for one site's categories (all sites' are in dollars), as the figure is.
        const siteMoney = money === 'site' && c.item.site !== 'ALL';
        return (
          <>
            <CategorySales row={{ ...c.item, gmv: c.figures.gmv, gmvUsd: c.figures.gmvUsd }} money={money} />
            <IntervalMark interval={c.figures.interval} figure={siteMoney ? 'gmv' : 'gmvUsd'} currency={c.item.currency} />
          </>
        );
      },
      true,
      true,
    ],
    [i18n._(CATEGORY_COLUMN_NAMES.growth), (c) => <Growth value={c.figures.growth} />, true, true],
    [i18n._(CATEGORY_COLUMN_NAMES.products), (c) => <CountFigure value={c.item.products} />, true, true],
    [i18n._(CATEGORY_COLUMN_NAMES.shops), (c) => <CountFigure value={c.item.shops} />, true, true],
    [i18n._(CATEGORY_COLUMN_NAMES.salesPerShop), (c) => <SalesPerShopCell value={c.item.salesPerShop} />, true, true],
    [i18n._(CATEGORY_COLUMN_NAMES.top10Share), (c) => <ShareCell value={c.item.top10Share} />, true, true],
    [i18n._(CATEGORY_COLUMN_NAMES.newShare), (c) => <ShareCell value={c.item.newShare} />, true, true],
    [i18n._(CATEGORY_COLUMN_NAMES.blueOcean), (c) => <BlueOceanCell value={c.item.blueOcean} />, true, true],
  ];
  // A search word's own figures are the marketplace's counters (measured); what its products sold is ours.
  const wordRows: FigureRow<KeywordContrastItem>[] = [
    [t`Site`, (c) => <SiteName site={c.item.site} />, false, false],
    [t`Search index`, (c) => <CountFigure value={c.figures.searchIndex} />, true, false],
    [t`Growth`, (c) => <Growth value={c.figures.growth} noneText={t`No searches in the period before`} />, true, false],
    [t`Product base`, (c) => <CountFigure value={c.item.productBase} />, true, false],
    [
      t`Recommended bid`,
      (c) => (money === 'site' ? <SiteMoney value={c.item.recommendedBid} row={c.item} /> : <span className="whitespace-nowrap">{formatAmount(c.item.recommendedBidUsd, 'USD', locale)}</span>),
      true,
      false,
    ],
    [t`Units per shop`, (c) => (c.item.salesPerShop === null ? <span className="text-ink-muted">-</span> : <CountFigure value={c.item.salesPerShop} decimals={1} />), true, true],
    [t`Category`, (c) => <CategoryName id={c.item.categoryId} />, false, false],
  ];
  const shopRows: FigureRow<ShopContrastItem>[] = [
    [t`Site`, (c) => <SiteName site={c.item.site} />, false, false],
    [t`Shop type`, (c) => i18n._(SHOP_TYPE_NAMES[c.item.type]), false, false],
    [t`Units sold`, (c) => <UnitsWithInterval c={c} />, true, true],
    [t`Sales value`, (c) => <SalesWithInterval c={c} money={money} />, true, true],
    [t`Growth`, (c) => <Growth value={c.figures.growth} />, true, true],
    [t`Active products`, (c) => <CountFigure value={c.item.products} />, true, true],
    [t`New products' share`, (c) => <PercentFigure value={c.item.newShare} noneText={t`No sales in the last 30 days`} />, true, true],
    [t`Rating`, (c) => <CountFigure value={c.item.rating} decimals={1} />, true, false],
    [t`Followers`, (c) => <CountFigure value={c.item.followers} />, true, false],
    [t`Category`, (c) => <CategoryName id={c.item.categoryId} />, false, false],
    [t({ message: 'Opened', context: 'the day a shop opened' }), (c) => <DayCell day={c.item.openedAt} />, false, false],
  ];
  const productRows: FigureRow<ContrastItem>[] = [
    [t`Site`, (c) => <SiteName site={c.item.site} />, false, false],
    [t`Price`, (c) => <SiteMoney value={c.item.price} row={c.item} />, true, false],
    [t`Units sold`, (c) => <UnitsWithInterval c={c} />, true, true],
    [t`Sales value`, (c) => <SalesWithInterval c={c} money={money} />, true, true],
    [t`Growth`, (c) => <Growth value={c.figures.growth} />, true, true],
    [t`Rating`, (c) => <CountFigure value={c.item.rating} decimals={1} />, true, false],
    [t`Reviews`, (c) => <CountFigure value={c.item.reviews} />, true, false],
    [t`Likes`, (c) => <CountFigure value={c.item.likes} />, true, false],
    [t`Shop`, (c) => <ShopCell shop={c.item.shop} />, false, false],
    [t`Category`, (c) => <CategoryName id={c.item.categoryId} />, false, false],
    [t`Listed`, (c) => <DayCell day={c.item.listedAt} />, false, false],
  ];
  // One entity per contrast: the rows are that entity's.
  const rows = (categories ? categoryRows : words ? wordRows : shops ? shopRows : productRows) as FigureRow<AnyContrastItem>[];
  return (
    <div className={`${tableFrameClass} rounded-md border border-border`}>
      <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption ?? (categories ? t`Categories side by side` : words ? t`Search words side by side` : shops ? t`Shops side by side` : t`Products side by side`)}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 border-b border-border bg-surface-muted" />
            {items.map((c) => {
              if (isCategoryItem(c)) {
                const name = categoryTitle(c.item.categoryId);
                return (
                  <th key={c.item.id} scope="col" className="w-56 border-b border-border bg-surface-muted p-2 text-left align-top font-normal">
                    <span className="flex flex-col gap-1">
                      <a href={itemHref(c.item)} className="font-medium text-ink hover:text-brand-700 hover:underline">
                        {name}
                      </a>
                      {c.item.parentId !== null && (
                        <span className="text-xs text-ink-muted">
                          <CategoryName id={c.item.parentId} />
                        </span>
                      )}
                      {onRemove && (
                        <Button variant="link" size="sm" className="h-auto self-start text-xs" aria-label={t`Remove ${name} from the contrast`} onClick={() => onRemove(c.item.id)}>
                          {t`Remove`}
                        </Button>
                      )}
                    </span>
                  </th>
                );
              }
              if (isKeywordItem(c))
                return (
                  <th key={c.item.id} scope="col" className="w-56 border-b border-border bg-surface-muted p-2 text-left align-top font-normal">
                    <span className="flex flex-col gap-1">
                      <a href={itemHref(c.item)} className="font-medium text-ink hover:text-brand-700 hover:underline">
                        {c.item.keyword}
                      </a>
                      {onRemove && (
                        <Button variant="link" size="sm" className="h-auto self-start text-xs" aria-label={t`Remove ${c.item.keyword} from the contrast`} onClick={() => onRemove(c.item.id)}>
                          {t`Remove`}
                        </Button>
                      )}
                    </span>
                  </th>
                );
              const title = isShopItem(c) ? c.item.name : c.item.title;
              return (
                <th key={c.item.id} scope="col" className="w-56 border-b border-border bg-surface-muted p-2 text-left align-top font-normal">
                  <span className="flex flex-col gap-1">
                    <ProductPicture src={isShopItem(c) ? c.item.logo : c.item.image} size={48} />
                    <a href={itemHref(c.item)} className="line-clamp-2 font-medium text-ink hover:text-brand-700 hover:underline">
                      {title}
                    </a>
                    <span className="flex items-center gap-2">
                      <MarketplaceLink href={c.item.link} />
                      {onRemove && (
                        <Button variant="link" size="sm" className="h-auto text-xs" aria-label={t`Remove ${title} from the contrast`} onClick={() => onRemove(c.item.id)}>
                          {t`Remove`}
                        </Button>
                      )}
                    </span>
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, cell, numeric, estimated]) => (
            <tr key={name}>
              <th scope="row" className="sticky left-0 z-10 border-b border-border bg-surface p-2 text-left text-xs font-semibold text-ink-muted">
                {name}
                {/* As a ranking's column header: the row keeps its name for a screen reader, the page's stamp says it in words. */}
                {estimated && <EstimateMark decorative />}
              </th>
              {items.map((c) => (
                <td key={c.item.id} className={cx('border-b border-border p-2', numeric && numberCell)}>
                  {cell(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
