// What a search word leads to (issue 29 item 2, the word's explanation): the shops whose products
// it finds (each with how many of them and their 30-day units) and its related searches, each to
// its own explanation. A related search's index is the marketplace's counter (no mark); the shops'
// units are estimated, and so are a brand's products with a sale, while the products a search shows
// are its own list: the headers carry the mark as the answer's figureKinds says (issue 33).
import { useLingui } from '@lingui/react/macro';
import { headerMark } from '../estimate/header-mark';
import { CountFigure, numberCell, ProductPicture } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { SHOP_TYPE_NAMES } from '../shared/labels';
import type { FigureKinds, FoundShop, KeywordRef } from '../shared/types';
import { tableFrameClass } from '../shared/table-frame';

/** The figure names of the answer's figureKinds the two counts are, by whose products they count. */
const FOUND_SHOP_FIGURES = { word: { products: 'foundProducts', units: 'foundUnits' }, brand: { products: 'products', units: 'units' } } as const;

/** The shops of a word's products, or of a brand's (`of`: whose products the counts are). */
export function FoundShopsTable({ shops, shopHref, of = 'word', kinds }: { shops: readonly FoundShop[]; shopHref(id: string): string; of?: 'word' | 'brand'; kinds?: FigureKinds }) {
  const { t, i18n } = useLingui();
  const figures = FOUND_SHOP_FIGURES[of];
  return (
    <div className={`${tableFrameClass} rounded-md border border-border`}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{of === 'brand' ? t`Shops selling the brand's products, last 30 days` : t`Shops whose products it finds`}</caption>
        <thead>
          <tr className="bg-surface-muted text-left text-xs text-ink-muted">
            <th scope="col" className="border-b border-border p-2 font-semibold">{t`Shop`}</th>
            <th scope="col" className="border-b border-border p-2 font-semibold">{t`Shop type`}</th>
            <th scope="col" className={cx('border-b border-border p-2 font-semibold', numberCell)}>
              {of === 'brand' ? t`Its products of the brand` : t`Its products found`}
              {headerMark(kinds, figures.products)}
            </th>
            <th scope="col" className={cx('border-b border-border p-2 font-semibold', numberCell)}>
              {t`Units, 30 days`}
              {headerMark(kinds, figures.units)}
            </th>
          </tr>
        </thead>
        <tbody>
          {shops.map((s) => (
            <tr key={s.id}>
              <th scope="row" className="border-b border-border p-2 text-left font-normal">
                <span className="flex items-center gap-2">
                  <ProductPicture src={s.logo} size={28} />
                  <a href={shopHref(s.id)} className="text-ink hover:text-brand-700 hover:underline">
                    {s.name}
                  </a>
                </span>
              </th>
              <td className="border-b border-border p-2">{i18n._(SHOP_TYPE_NAMES[s.type])}</td>
              <td className={cx('border-b border-border p-2', numberCell)}>
                <CountFigure value={s.products} />
              </td>
              <td className={cx('border-b border-border p-2', numberCell)}>
                <CountFigure value={s.units} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RelatedWords({ words, wordHref }: { words: readonly KeywordRef[]; wordHref(id: string): string }) {
  const { t } = useLingui();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Related searches`}>
      {words.map((w) => (
        <li key={w.id}>
          <a href={wordHref(w.id)} className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm text-ink hover:border-brand-700 hover:text-brand-700">
            <span>{w.keyword}</span>
            <span className="text-xs text-ink-muted tabular-nums">
              <span className="sr-only">{t`Search index, 30 days`} </span>
              <CountFigure value={w.searchIndex} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
