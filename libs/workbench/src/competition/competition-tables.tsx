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
import { EstimateMark } from '../estimate/estimate-mark';
import { cx } from '../shared/cx';
import { formatAmount } from '../shared/money';
import type { Competition, SavedView } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { tableFrameClass } from '../shared/table-frame';

type Shop = Competition['shops'][number];

const tableClass = 'w-full border-collapse text-sm';
const captionClass = 'mb-2 text-left text-base font-semibold text-ink';
const headClass = 'border-b border-border px-3 py-2 text-left font-medium text-ink-muted';
const cellClass = 'border-b border-border px-3 py-2 text-ink';
/**
 * A row's name (a figure, a search word, a category, a product): at least 9 rem wide, so on a phone the
 * table scrolls in its frame instead of breaking the names a syllable a line (Thai, at 390 px).
 */
const ROW_HEAD_CLASS = cx(cellClass, 'min-w-36 text-left');
/** A figure: never broken between its number and its currency. */
const figureCell = cx(cellClass, numberCell, 'whitespace-nowrap');
const frameClass = `${tableFrameClass} rounded-lg bg-surface p-4 ring-1 ring-border`;

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
  // Units, sales value and what is counted from them are estimated (their rows carry the mark); prices are measured.
  const rows: { name: string; cell: (s: Shop) => ReactNode; estimated?: boolean }[] = [
    { name: t`Site`, cell: (s) => <SiteName site={s.site} /> },
    { name: t`Units sold`, cell: (s) => <CountFigure value={s.units} />, estimated: true },
    { name: t`Sales value`, cell: (s) => <SiteMoney value={s.gmv} row={s} />, estimated: true },
    { name: t`Sales value (USD)`, cell: (s) => <span className="whitespace-nowrap">{formatAmount(s.gmvUsd, 'USD', locale)}</span>, estimated: true },
    { name: t`Growth`, cell: (s) => <Growth value={s.growth} />, estimated: true },
    // Products with a sale in 30 days: counted from the estimated units.
    { name: t`Active products`, cell: (s) => <CountFigure value={s.activeProducts} />, estimated: true },
    { name: t`Average price`, cell: (s) => price(s.avgPrice, s) },
    { name: t`Median price`, cell: (s) => price(s.medianPrice, s) },
    { name: t`Lowest price`, cell: (s) => price(s.minPrice, s) },
    { name: t`Highest price`, cell: (s) => price(s.maxPrice, s) },
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
          {rows.map(({ name, cell, estimated }) => (
            <tr key={name}>
              <th scope="row" className={cx(ROW_HEAD_CLASS, 'font-medium')}>
                {name}
                {/* As a contrast table's row name: the row keeps its name, the page's stamp says it in words. */}
                {estimated && <EstimateMark decorative />}
              </th>
              {competition.shops.map((s) => (
                <td key={s.id} className={figureCell}>
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
                  <th scope="row" className={cx(ROW_HEAD_CLASS, 'font-medium')}>
                    {w.keyword}
                  </th>
                  <td className={figureCell}>
                    <CountFigure value={w.search30} />
                  </td>
                  <td className={figureCell}>
                    <CountFigure value={w.places.length} />
                  </td>
                  {competition.shops.map((s) => {
                    const place = places.get(s.id);
                    return (
                      <td key={s.id} className={figureCell}>
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
        <caption className={captionClass}>
          {t`Each shop's share of its sales value by category, ${days} days`}
          {/* Every figure of this table is an estimated sales value or its share. */}
          <EstimateMark decorative />
        </caption>
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
              <th scope="row" className={cx(ROW_HEAD_CLASS, 'font-medium')}>
                <CategoryName id={id} />
              </th>
              {competition.shops.map((s) => {
                const cell = cellOf.get(`${s.id}:${id}`);
                return (
                  <td key={s.id} className={figureCell}>
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
  /** A shop's overview page (each product names its shop). */
  shopHref(id: string): string;
}

/** A column of a rival panel after the product and its shop. */
export interface RivalColumn<R> {
  id: string;
  name: string;
  numeric?: boolean;
  /** An estimated figure: its header carries the estimate mark (measured ones none). */
  estimated?: boolean;
  cell(row: R): ReactNode;
}

type RivalProduct = { id: string; shopId: string; title: string };

export interface RivalPanelProps<R extends RivalProduct> {
  /** The panel's heading (its day included). */
  title: ReactNode;
  /** The table's name for assistive technology. */
  label: string;
  /** What the panel says when no rival has a row. */
  emptyText: ReactNode;
  rows: readonly R[];
  columns: readonly RivalColumn<R>[];
  /** The rivals' names by shop id. */
  shopNames: ReadonlyMap<string, string>;
  productHref(id: string): string;
  shopHref(id: string): string;
}

/**
 * One panel of the rivals' changes: a heading, and a table of the rivals' products, each opening its
 * product and naming its shop with a link to the shop's overview, then the panel's own columns.
 */
export function RivalPanel<R extends RivalProduct>({ title, label, emptyText, rows, columns, shopNames, productHref, shopHref }: RivalPanelProps<R>) {
  const { t } = useLingui();
  const link = 'text-ink hover:text-brand-700 hover:underline';
  return (
    <div className={frameClass}>
      <h2 className={captionClass}>{title}</h2>
      {rows.length === 0 ? (
        <p role="status" className="text-sm text-ink">
          {emptyText}
        </p>
      ) : (
        <table className={tableClass} aria-label={label}>
          <thead>
            <tr>
              <th scope="col" className={headClass}>{t`Product`}</th>
              <th scope="col" className={headClass}>{t`Shop`}</th>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={cx(headClass, c.numeric && 'text-right')}>
                  {c.name}
                  {/* As a ranking's column header: the header keeps its name, the page's stamp says it in words. */}
                  {c.estimated && <EstimateMark decorative />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <th scope="row" className={cx(ROW_HEAD_CLASS, 'font-normal')}>
                  <a href={productHref(p.id)} className={link}>
                    {p.title}
                  </a>
                </th>
                <td className={cellClass}>
                  <a href={shopHref(p.shopId)} className={link}>
                    {shopNames.get(p.shopId) ?? p.shopId}
                  </a>
                </td>
                {columns.map((c) => (
                  <td key={c.id} className={cx(cellClass, c.numeric && numberCell)}>
                    {c.cell(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

type NewProduct = Competition['newProducts'][number];
type PriceChange = Competition['priceChanges'][number];

/** The rivals' products listed since the day, and their prices changed since it. */
export function RivalChanges({ competition, productHref, shopHref }: RivalChangesProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const shopNames = new Map(competition.shops.map((s) => [s.id, s.name]));
  const since = competition.since;
  const sinceText = <DayCell day={since} />;
  const price = (value: number, currency: string) => <span className="whitespace-nowrap">{formatAmount(value, currency, locale)}</span>;
  const newColumns: RivalColumn<NewProduct>[] = [
    { id: 'listed', name: t`Listed`, cell: (p) => <DayCell day={p.listedDay} /> },
    { id: 'price', name: t`Price`, numeric: true, cell: (p) => <SiteMoney value={p.price} row={p} /> },
    { id: 'units30', name: t`Units, 30 days`, numeric: true, estimated: true, cell: (p) => <CountFigure value={p.units30} /> },
  ];
  const changeColumns: RivalColumn<PriceChange>[] = [
    { id: 'before', name: t`Price then`, numeric: true, cell: (p) => price(p.priceBefore, p.currency) },
    { id: 'now', name: t`Price now`, numeric: true, cell: (p) => price(p.priceNow, p.currency) },
    { id: 'change', name: t`Change`, numeric: true, cell: (p) => <Growth value={p.change} /> },
  ];
  const shared = { shopNames, productHref, shopHref };
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <RivalPanel
        {...shared}
        title={<Trans>The rivals' new products since {sinceText}</Trans>}
        label={t`The rivals' new products`}
        emptyText={<Trans>None of the rivals listed a product since then.</Trans>}
        rows={competition.newProducts}
        columns={newColumns}
      />
      <RivalPanel
        {...shared}
        title={<Trans>The rivals' price changes since {sinceText}</Trans>}
        label={t`The rivals' price changes`}
        emptyText={<Trans>None of the rivals changed a price since then.</Trans>}
        rows={competition.priceChanges}
        columns={changeColumns}
      />
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
                <th scope="row" className={cx(ROW_HEAD_CLASS, 'font-medium')}>
                  {view.name}
                  <span className="block text-xs font-normal text-ink-muted">{pageName.get(view.page)}</span>
                </th>
                <td className={cellClass}>
                  <DayCell day={view.createdAt.slice(0, 10)} />
                </td>
                <td className={figureCell}>
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
