// The competitive analysis's blocks (issue 30 item 6): a member's shop and up to five rivals (the
// answer of GET /competition) read across: their sales and prices, their sales by category, the
// search words each ranks for, the rivals' new products and price changes since a day, and the
// member's saved rival sets. Each is a plain table with a caption: the shops are its columns or rows
// in the order the member named them, the member's own first.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@sealens/ui';
import { CategoryName, CountFigure, DayCell, Growth, numberCell, SiteMoney, SiteName } from '../ranking/ranking-cells';
import { PercentFigure } from '../ranking/ranking-columns';
import { cx } from '../shared/cx';
import { formatAmount } from '../shared/money';
import type { Competition, SavedView } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

type Shop = Competition['shops'][number];

const tableClass = 'w-full border-collapse text-sm';
const captionClass = 'mb-2 text-left text-base font-semibold text-ink';
const headClass = 'border-b border-border px-3 py-2 text-left font-medium text-ink-muted';
const cellClass = 'border-b border-border px-3 py-2 text-ink';
const frameClass = 'overflow-x-auto rounded-lg bg-surface p-4 ring-1 ring-border';

/** A shop's name as a column or row header: the member's own says so. */
function ShopHeading({ shop, own, href }: { shop: Pick<Shop, 'id' | 'name'>; own: boolean; href?: string }) {
  return (
    <span className="flex flex-col">
      {href ? (
        <a href={href} className="text-ink hover:text-brand-700 hover:underline">
          {shop.name}
        </a>
      ) : (
        <span>{shop.name}</span>
      )}
      {own && (
        <span className="text-xs font-normal text-brand-700">
          <Trans>Your shop</Trans>
        </span>
      )}
    </span>
  );
}

export interface CompetitionShopsTableProps {
  competition: Competition;
  /** A shop's overview page. */
  shopHref(id: string): string;
  /** Removes a shop from the set (its button is beside its name). */
  onRemove?(id: string): void;
}

/** The shops side by side: one column a shop, one row a figure (sales, growth, products, prices). */
export function CompetitionShopsTable({ competition, shopHref, onRemove }: CompetitionShopsTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const own = competition.shops[0]?.id;
  const price = (value: number | null, shop: Shop) => (value === null ? <span className="text-ink-muted">-</span> : <SiteMoney value={value} row={shop} />);
  const rows: [string, (s: Shop) => ReactNode][] = [
    [t`Site`, (s) => <SiteName site={s.site} />],
    [t`Units sold`, (s) => <CountFigure value={s.units} />],
    [t`Sales value`, (s) => <SiteMoney value={s.gmv} row={s} />],
    [t`Sales value (USD)`, (s) => <span className="whitespace-nowrap">{formatAmount(s.gmvUsd, 'USD', locale)}</span>],
    [t`Growth`, (s) => <Growth value={s.growth} />],
    [t`Active products`, (s) => <CountFigure value={s.activeProducts} />],
    [t`Average price`, (s) => price(s.avgPrice, s)],
    [t`Median price`, (s) => price(s.medianPrice, s)],
    [t`Lowest price`, (s) => price(s.minPrice, s)],
    [t`Highest price`, (s) => price(s.maxPrice, s)],
  ];
  const days = competition.days;
  return (
    <div className={frameClass}>
      <table className={tableClass}>
        <caption className={captionClass}>{t`Sales and prices, ${days} days`}</caption>
        <thead>
          <tr>
            <td className={headClass} />
            {competition.shops.map((s) => (
              <th key={s.id} scope="col" className={headClass}>
                <span className="flex items-start justify-between gap-2">
                  <ShopHeading shop={s} own={s.id === own} href={shopHref(s.id)} />
                  {onRemove && (
                    // The visible word begins the name (its shop after it, for screen readers): one translation, no mismatch.
                    <Button variant="ghost" size="sm" onClick={() => onRemove(s.id)}>
                      {t`Remove`} <span className="sr-only">{s.name}</span>
                    </Button>
                  )}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, cell]) => (
            <tr key={name}>
              <th scope="row" className={cx(cellClass, 'text-left font-medium')}>
                {name}
              </th>
              {competition.shops.map((s) => (
                <td key={s.id} className={cx(cellClass, numberCell)}>
                  {cell(s)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The search words the shops rank for: one row a word, one column a shop with its best place (1 = shown first). */
export function CompetitionWordsTable({ competition }: { competition: Competition }) {
  const { t } = useLingui();
  const own = competition.shops[0]?.id;
  const shared = competition.sharedWords;
  return (
    <div className={frameClass}>
      <p className="mb-2 text-sm text-ink" data-testid="shared-words">
        <Trans>{shared} search words rank two or more of these shops among their first results.</Trans>
      </p>
      {competition.words.length === 0 ? (
        <p role="status" className="text-sm text-ink">
          <Trans>No search word in our data shows these shops' products among its first results.</Trans>
        </p>
      ) : (
        <table className={tableClass}>
          <caption className={captionClass}>{t`The search words each shop ranks for (its best product's place in the results)`}</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>{t`Search word`}</th>
              <th scope="col" className={cx(headClass, 'text-right')}>{t`Search index, 30 days`}</th>
              <th scope="col" className={cx(headClass, 'text-right')}>{t`Shops`}</th>
              {competition.shops.map((s) => (
                <th key={s.id} scope="col" className={cx(headClass, 'text-right')}>
                  <ShopHeading shop={s} own={s.id === own} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {competition.words.map((w) => {
              const places = new Map(w.places.map((p) => [p.shopId, p.place]));
              return (
                <tr key={w.keywordId}>
                  <th scope="row" className={cx(cellClass, 'text-left font-medium')}>
                    {w.keyword}
                  </th>
                  <td className={cx(cellClass, numberCell)}>
                    <CountFigure value={w.search30} />
                  </td>
                  <td className={cx(cellClass, numberCell)}>
                    <CountFigure value={w.places.length} />
                  </td>
                  {competition.shops.map((s) => {
                    const place = places.get(s.id);
                    return (
                      <td key={s.id} className={cx(cellClass, numberCell)}>
                        {place === undefined ? (
                          <span className="text-ink-muted">
                            <span aria-hidden="true">-</span>
                            <span className="sr-only">{t`Not among its first results`}</span>
                          </span>
                        ) : (
                          <CountFigure value={place} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Each shop's sales by category: one row a category, one column a shop with its share of the shop's sales value. */
export function CompetitionCategoriesTable({ competition }: { competition: Competition }) {
  const { t } = useLingui();
  const own = competition.shops[0]?.id;
  const days = competition.days;
  // Categories in the order of their summed shares: what the set sells most first.
  const weight = new Map<number, number>();
  for (const c of competition.categories) weight.set(c.categoryId, (weight.get(c.categoryId) ?? 0) + c.share);
  const categories = [...weight.keys()].sort((a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0) || a - b);
  const cellOf = new Map(competition.categories.map((c) => [`${c.shopId}:${c.categoryId}`, c]));
  if (categories.length === 0)
    return (
      <p role="status" className="text-sm text-ink">
        <Trans>None of these shops sold in the period.</Trans>
      </p>
    );
  return (
    <div className={frameClass}>
      <table className={tableClass}>
        <caption className={captionClass}>{t`Each shop's share of its sales value by category, ${days} days`}</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>{t`Category`}</th>
            {competition.shops.map((s) => (
              <th key={s.id} scope="col" className={cx(headClass, 'text-right')}>
                <ShopHeading shop={s} own={s.id === own} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((id) => (
            <tr key={id}>
              <th scope="row" className={cx(cellClass, 'text-left font-medium')}>
                <CategoryName id={id} />
              </th>
              {competition.shops.map((s) => {
                const cell = cellOf.get(`${s.id}:${id}`);
                return (
                  <td key={s.id} className={cx(cellClass, numberCell)}>
                    {cell ? (
                      <span className="flex flex-col items-end">
                        <PercentFigure value={cell.share * 100} noneText={t`No sales`} />
                        <span className="text-xs text-ink-muted">
                          <SiteMoney value={cell.gmv} row={s} />
                        </span>
                      </span>
                    ) : (
                      <span className="text-ink-muted">
                        <span aria-hidden="true">-</span>
                        <span className="sr-only">{t`No sales`}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface RivalChangesProps {
  competition: Competition;
  /** A product's overview page. */
  productHref(id: string): string;
}

/** The rivals' products listed since the day, and their prices changed since it. */
export function RivalChanges({ competition, productHref }: RivalChangesProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const shopName = new Map(competition.shops.map((s) => [s.id, s.name]));
  const since = competition.since;
  const sinceText = <DayCell day={since} />;
  const product = (id: string, title: string) => (
    <a href={productHref(id)} className="text-ink hover:text-brand-700 hover:underline">
      {title}
    </a>
  );
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className={frameClass}>
        <h2 className={captionClass}>
          <Trans>The rivals' new products since {sinceText}</Trans>
        </h2>
        {competition.newProducts.length === 0 ? (
          <p role="status" className="text-sm text-ink">
            <Trans>None of the rivals listed a product since then.</Trans>
          </p>
        ) : (
          <table className={tableClass} aria-label={t`The rivals' new products`}>
            <thead>
              <tr>
                <th scope="col" className={headClass}>{t`Product`}</th>
                <th scope="col" className={headClass}>{t`Shop`}</th>
                <th scope="col" className={headClass}>{t`Listed`}</th>
                <th scope="col" className={cx(headClass, 'text-right')}>{t`Price`}</th>
                <th scope="col" className={cx(headClass, 'text-right')}>{t`Units, 30 days`}</th>
              </tr>
            </thead>
            <tbody>
              {competition.newProducts.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className={cx(cellClass, 'text-left font-normal')}>
                    {product(p.id, p.title)}
                  </th>
                  <td className={cellClass}>{shopName.get(p.shopId)}</td>
                  <td className={cellClass}>
                    <DayCell day={p.listedDay} />
                  </td>
                  <td className={cx(cellClass, numberCell)}>
                    <SiteMoney value={p.price} row={p} />
                  </td>
                  <td className={cx(cellClass, numberCell)}>
                    <CountFigure value={p.units30} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className={frameClass}>
        <h2 className={captionClass}>
          <Trans>The rivals' price changes since {sinceText}</Trans>
        </h2>
        {competition.priceChanges.length === 0 ? (
          <p role="status" className="text-sm text-ink">
            <Trans>None of the rivals changed a price since then.</Trans>
          </p>
        ) : (
          <table className={tableClass} aria-label={t`The rivals' price changes`}>
            <thead>
              <tr>
                <th scope="col" className={headClass}>{t`Product`}</th>
                <th scope="col" className={headClass}>{t`Shop`}</th>
                <th scope="col" className={cx(headClass, 'text-right')}>{t`Price then`}</th>
                <th scope="col" className={cx(headClass, 'text-right')}>{t`Price now`}</th>
                <th scope="col" className={cx(headClass, 'text-right')}>{t`Change`}</th>
              </tr>
            </thead>
            <tbody>
              {competition.priceChanges.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className={cx(cellClass, 'text-left font-normal')}>
                    {product(p.id, p.title)}
                  </th>
                  <td className={cellClass}>{shopName.get(p.shopId)}</td>
                  <td className={cx(cellClass, numberCell)}>
                    <span className="whitespace-nowrap">{formatAmount(p.priceBefore, p.currency, locale)}</span>
                  </td>
                  <td className={cx(cellClass, numberCell)}>
                    <span className="whitespace-nowrap">{formatAmount(p.priceNow, p.currency, locale)}</span>
                  </td>
                  <td className={cx(cellClass, numberCell)}>
                    <Growth value={p.change} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

export interface ResearchListProps {
  /** The member's saved views of the competition pages (each a rival set and its period). */
  views: SavedView[];
  /** The competition pages a set opens on, by path under /workbench/, with their names. */
  pages: { path: string; name: string }[];
  onRemove(id: number): void;
}

/** The member's saved research: each saved rival set with links that open it on every competition page. */
export function ResearchList({ views, pages, onRemove }: ResearchListProps) {
  const { t } = useLingui();
  const pageName = new Map(pages.map((p) => [p.path, p.name]));
  if (views.length === 0)
    return (
      <p role="status" className="rounded-lg bg-surface p-4 text-ink ring-1 ring-border">
        <Trans>No rival set is saved yet: name your shop and its rivals on a competition page and save the view there.</Trans>
      </p>
    );
  return (
    <div className={frameClass}>
      <table className={tableClass}>
        <caption className={captionClass}>{t`Your saved rival sets`}</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>{t`Name`}</th>
            <th scope="col" className={headClass}>{t`Saved on`}</th>
            <th scope="col" className={cx(headClass, 'text-right')}>{t`Shops`}</th>
            <th scope="col" className={headClass}>{t`Open it in`}</th>
            <td className={headClass} />
          </tr>
        </thead>
        <tbody>
          {views.map((view) => {
            const name = view.name;
            const ids = (new URLSearchParams(view.query).get('ids') ?? '').split(',').filter(Boolean);
            return (
              <tr key={view.id}>
                <th scope="row" className={cx(cellClass, 'text-left font-medium')}>
                  {view.name}
                  <span className="block text-xs font-normal text-ink-muted">{pageName.get(view.page)}</span>
                </th>
                <td className={cellClass}>
                  <DayCell day={view.createdAt.slice(0, 10)} />
                </td>
                <td className={cx(cellClass, numberCell)}>
                  <CountFigure value={ids.length} />
                </td>
                <td className={cellClass}>
                  <span className="flex flex-wrap gap-x-3 gap-y-1">
                    {pages.map((p) => (
                      <a key={p.path} href={`/workbench/${p.path}?${view.query}`} className="text-brand-700 underline-offset-2 hover:underline">
                        {p.name}
                      </a>
                    ))}
                  </span>
                </td>
                <td className={cellClass}>
                  <Button variant="ghost" size="sm" onClick={() => onRemove(view.id)}>
                    {t`Remove`} <span className="sr-only">{name}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
