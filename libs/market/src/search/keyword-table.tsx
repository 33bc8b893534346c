// Hot-word query results (spec §2, §3 keyword table): keyword, searchIndex, productBase, recommendedBid.
import { Trans } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@sealens/domain';
import { SiteLine } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import type { KeywordRowData } from './search-types';

export interface KeywordTableProps {
  rows: readonly KeywordRowData[];
  /** Accessible name of the table, e.g. the keyword searched. */
  caption: string;
}

export function KeywordTable({ rows, caption }: KeywordTableProps) {
  const locale = useFormatLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="keyword-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-ink-muted">
            <th scope="col" className="py-2 pe-3 font-medium">
              <Trans>Keyword</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <Trans>Search index</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <Trans>Product base</Trans>
            </th>
            <th scope="col" className="py-2 ps-3 text-right font-medium">
              <Trans>Recommended bid</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // A keyword may repeat across sites: the position keeps keys unique.
            <tr key={`${index}:${row.keyword}`} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pe-3 text-left font-normal text-ink">
                {row.keyword}
                <SiteLine site={row.site} />
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.searchIndex, { locale })}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.productBase, { locale })}</td>
              <td className="py-2 ps-3 text-right tabular-nums">
                {/* In the keyword's site's currency: the rows of one keyword come from several sites. */}
                {row.site ? formatMoney(row.recommendedBid, { site: row.site, locale, decimals: 2 }) : formatNumber(row.recommendedBid, { locale, decimals: 2 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
