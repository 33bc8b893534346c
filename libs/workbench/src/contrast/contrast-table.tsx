// The contrast page kind (DESIGN.md §6): 2 to 6 items of one entity (products, shops, search words or
// categories) side by side, one column per item, one row per figure, so a figure reads across.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import { CategoryName, CountFigure, DayCell, Growth, MarketplaceLink, numberCell, ProductPicture, SalesValue, ShopCell, SiteMoney, SiteName } from '../ranking/ranking-cells';
import { PercentFigure } from '../ranking/ranking-columns';
import { BlueOceanCell, CATEGORY_COLUMN_NAMES, CategorySales, SalesPerShopCell, ShareCell, useCategoryTitle } from '../category/category-columns';
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

export interface ContrastTableProps {
  items: AnyContrastItem[];
  money: MoneyMode;
  itemHref(item: AnyContrastItem['item']): string;
  onRemove?(id: string): void;
  caption?: string;
}

type FigureRow<Item> = [string, (c: Item) => ReactNode, boolean];

export function ContrastTable({ items, money, itemHref, onRemove, caption }: ContrastTableProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const shops = items.length > 0 && items.every(isShopItem);
  const words = items.length > 0 && items.every(isKeywordItem);
  const categories = items.length > 0 && items.every(isCategoryItem);
  const categoryTitle = useCategoryTitle(categories && items.some((c) => isCategoryItem(c) && c.item.parentId !== null));
  // The figures the category ranking shows, under its columns' names; its sales over the period asked.
  const categoryRows: FigureRow<CategoryContrastItem>[] = [
    [t`Site`, (c) => (c.item.site === 'ALL' ? t`All sites` : <SiteName site={c.item.site} />), false],
    [i18n._(CATEGORY_COLUMN_NAMES.units), (c) => <CountFigure value={c.figures.units} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.gmv), (c) => <CategorySales row={{ ...c.item, gmv: c.figures.gmv, gmvUsd: c.figures.gmvUsd }} money={money} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.growth), (c) => <Growth value={c.figures.growth} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.products), (c) => <CountFigure value={c.item.products} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.shops), (c) => <CountFigure value={c.item.shops} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.salesPerShop), (c) => <SalesPerShopCell value={c.item.salesPerShop} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.top10Share), (c) => <ShareCell value={c.item.top10Share} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.newShare), (c) => <ShareCell value={c.item.newShare} />, true],
    [i18n._(CATEGORY_COLUMN_NAMES.blueOcean), (c) => <BlueOceanCell value={c.item.blueOcean} />, true],
  ];
  const wordRows: FigureRow<KeywordContrastItem>[] = [
    [t`Site`, (c) => <SiteName site={c.item.site} />, false],
    [t`Search index`, (c) => <CountFigure value={c.figures.searchIndex} />, true],
    [t`Growth`, (c) => <Growth value={c.figures.growth} noneText={t`No searches in the period before`} />, true],
    [t`Product base`, (c) => <CountFigure value={c.item.productBase} />, true],
    [
      t`Recommended bid`,
      (c) => (money === 'site' ? <SiteMoney value={c.item.recommendedBid} row={c.item} /> : <span className="whitespace-nowrap">{formatAmount(c.item.recommendedBidUsd, 'USD', locale)}</span>),
      true,
    ],
    [t`Units per shop`, (c) => (c.item.salesPerShop === null ? <span className="text-ink-muted">-</span> : <CountFigure value={c.item.salesPerShop} decimals={1} />), true],
    [t`Category`, (c) => <CategoryName id={c.item.categoryId} />, false],
  ];
  const shopRows: FigureRow<ShopContrastItem>[] = [
    [t`Site`, (c) => <SiteName site={c.item.site} />, false],
    [t`Shop type`, (c) => i18n._(SHOP_TYPE_NAMES[c.item.type]), false],
    [t`Units sold`, (c) => <CountFigure value={c.figures.units} />, true],
    [t`Sales value`, (c) => <SalesValue row={{ ...c.item, gmv: c.figures.gmv, gmvUsd: c.figures.gmvUsd }} money={money} />, true],
    [t`Growth`, (c) => <Growth value={c.figures.growth} />, true],
    [t`Active products`, (c) => <CountFigure value={c.item.products} />, true],
    [t`New products' share`, (c) => <PercentFigure value={c.item.newShare} noneText={t`No sales in the last 30 days`} />, true],
    [t`Rating`, (c) => <CountFigure value={c.item.rating} decimals={1} />, true],
    [t`Followers`, (c) => <CountFigure value={c.item.followers} />, true],
    [t`Category`, (c) => <CategoryName id={c.item.categoryId} />, false],
    [t({ message: 'Opened', context: 'the day a shop opened' }), (c) => <DayCell day={c.item.openedAt} />, false],
  ];
  const productRows: FigureRow<ContrastItem>[] = [
    [t`Site`, (c) => <SiteName site={c.item.site} />, false],
    [t`Price`, (c) => <SiteMoney value={c.item.price} row={c.item} />, true],
    [t`Units sold`, (c) => <CountFigure value={c.figures.units} />, true],
    [t`Sales value`, (c) => <SalesValue row={{ ...c.item, gmv: c.figures.gmv, gmvUsd: c.figures.gmvUsd }} money={money} />, true],
    [t`Growth`, (c) => <Growth value={c.figures.growth} />, true],
    [t`Rating`, (c) => <CountFigure value={c.item.rating} decimals={1} />, true],
    [t`Reviews`, (c) => <CountFigure value={c.item.reviews} />, true],
    [t`Likes`, (c) => <CountFigure value={c.item.likes} />, true],
    [t`Shop`, (c) => <ShopCell shop={c.item.shop} />, false],
    [t`Category`, (c) => <CategoryName id={c.item.categoryId} />, false],
    [t`Listed`, (c) => <DayCell day={c.item.listedAt} />, false],
  ];
  // One entity per contrast: the rows are that entity's.
  const rows = (categories ? categoryRows : words ? wordRows : shops ? shopRows : productRows) as FigureRow<AnyContrastItem>[];
  return (
    <div className="overflow-x-auto rounded-md border border-border">
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
          {rows.map(([name, cell, numeric]) => (
            <tr key={name}>
              <th scope="row" className="sticky left-0 z-10 border-b border-border bg-surface p-2 text-left text-xs font-semibold text-ink-muted">
                {name}
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
