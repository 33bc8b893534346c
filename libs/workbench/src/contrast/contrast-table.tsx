// The contrast page kind (DESIGN.md §6): 2 to 6 items side by side, one column per item, one row
// per figure, so a figure reads across.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import { CategoryName, CountFigure, DayCell, Growth, MarketplaceLink, numberCell, ProductPicture, SalesValue, ShopCell, SiteMoney, SiteName } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import type { ContrastItem, MoneyMode } from '../shared/types';

export interface ContrastTableProps {
  items: ContrastItem[];
  money: MoneyMode;
  itemHref(item: ContrastItem['item']): string;
  onRemove?(id: string): void;
  caption?: string;
}

export function ContrastTable({ items, money, itemHref, onRemove, caption }: ContrastTableProps) {
  const { t } = useLingui();
  const rows: [string, (c: ContrastItem) => ReactNode, boolean][] = [
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
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption ?? t`Products side by side`}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 border-b border-border bg-surface-muted" />
            {items.map((c) => {
              const title = c.item.title;
              return (
                <th key={c.item.id} scope="col" className="w-56 border-b border-border bg-surface-muted p-2 text-left align-top font-normal">
                  <span className="flex flex-col gap-1">
                    <ProductPicture src={c.item.image} size={48} />
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
