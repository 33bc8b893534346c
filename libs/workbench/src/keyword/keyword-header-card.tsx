// A search word's explanation header (issue 29 item 2; DESIGN.md §6 "Explanation"): the word, its
// site and category, its product base and its growth, its recommended bid, the day the data first
// saw it, and the blue-ocean inputs with the index computed from them (issue 29 item 5).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { CategoryName, CountFigure, DayCell, Growth, SiteBadge, SiteMoney, SiteName } from '../ranking/ranking-cells';
import type { KeywordRow } from '../shared/types';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';

export interface KeywordHeaderCardProps {
  word: KeywordRow;
  headingLevel?: 1 | 2;
}

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

export function KeywordHeaderCard({ word, headingLevel = 1 }: KeywordHeaderCardProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // The index's heading is one level under the card's, whichever that is (axe: heading-order).
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const none = (text: string) => (
    <span className="text-ink-muted">
      <span aria-hidden="true">-</span>
      <span className="sr-only">{text}</span>
    </span>
  );
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4" aria-labelledby={`keyword-${word.id}`}>
      <div className="flex flex-col gap-1">
        <Heading id={`keyword-${word.id}`} className="text-lg font-semibold text-ink">
          {word.keyword}
        </Heading>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <SiteBadge site={word.site} />
          <SiteName site={word.site} />
          <span aria-hidden="true">·</span>
          <CategoryName id={word.categoryId} />
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
        <Fact term={t`Search index, 30 days`}>
          <CountFigure value={word.searchIndex} />
        </Fact>
        <Fact term={t`Product base`}>
          <CountFigure value={word.productBase} />
        </Fact>
        <Fact term={t`Recommended bid`}>
          <span className="flex flex-col">
            <SiteMoney value={word.recommendedBid} row={word} />
            <span className="text-xs text-ink-muted">{formatAmount(word.recommendedBidUsd, 'USD', locale)}</span>
          </span>
        </Fact>
        <Fact term={t`Units of its top products, 30 days`} estimated>
          <CountFigure value={word.foundUnits} />
        </Fact>
        <Fact term={t`Shops selling them`} estimated>
          <CountFigure value={word.foundShops} />
        </Fact>
        {word.firstSeenAt && (
          <Fact term={t`First seen`}>
            <DayCell day={word.firstSeenAt} />
          </Fact>
        )}
      </dl>
      <div className="flex flex-col gap-1 border-t border-border pt-3">
        <SubHeading className="text-sm font-semibold text-ink">{t`Blue-ocean index`}</SubHeading>
        <p className="text-xs text-ink-muted">{t`(100 + search index growth) ÷ (100 + product base growth) × log10(1 + units per shop)`}</p>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
          <Fact term={t`Search index growth, 30 days`}>
            <Growth value={word.searchGrowth30} noneText={t`No searches in the period before`} />
          </Fact>
          <Fact term={t`Product base growth, 30 days`}>
            <Growth value={word.productBaseGrowth} noneText={t`No product base 30 days ago`} />
          </Fact>
          <Fact term={t`Units per shop`} estimated>{word.salesPerShop === null ? none(t`No shop sold its top products`) : <CountFigure value={word.salesPerShop} decimals={1} />}</Fact>
          <Fact term={t`Index`} estimated>{word.blueOcean === null ? none(t`An input is missing`) : <CountFigure value={word.blueOcean} decimals={2} />}</Fact>
        </dl>
      </div>
    </section>
  );
}
