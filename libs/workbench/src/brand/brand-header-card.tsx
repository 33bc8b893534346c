// A brand overview's header (issue 29 item 3): its logo and name, its scope (one site, or all sites in
// US dollars), the shops selling it, its selling products and its top category with that category's
// share of its sales.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { CategoryName, CountFigure, ProductPicture, SiteBadge, SiteName } from '../ranking/ranking-cells';
import { useFormatLocale } from '../shared/use-format-locale';
import type { BrandRow } from './brand-columns';

export interface BrandHeaderCardProps {
  brand: BrandRow;
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

export function BrandHeaderCard({ brand, headingLevel = 1 }: BrandHeaderCardProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = `brand-${brand.id}`;
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:flex-row" aria-labelledby={id}>
      <ProductPicture src={brand.logo} size={96} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Heading id={id} className="text-lg font-semibold text-ink">
            {brand.name}
          </Heading>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {brand.site === 'ALL' ? (
              t`All sites, in US dollars`
            ) : (
              <>
                <SiteBadge site={brand.site} />
                <SiteName site={brand.site} />
              </>
            )}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={brand.name}>
          <Fact term={t({ message: 'Shops', context: 'shops selling a brand' })} estimated>
            <CountFigure value={brand.shops} />
          </Fact>
          <Fact term={t`Active products`} estimated>
            <CountFigure value={brand.products} />
          </Fact>
          <Fact term={t`Top category`}>{brand.topCategoryId === null ? '-' : <CategoryName id={brand.topCategoryId} />}</Fact>
          <Fact term={t`Its share of the brand's sales`} estimated>
            {brand.topCategoryShare === null ? '-' : `${formatNumber(brand.topCategoryShare, { locale, decimals: 1 })}%`}
          </Fact>
        </dl>
      </div>
    </section>
  );
}
