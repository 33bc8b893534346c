// The calculation's breakdown: every line in the site's currency and in CNY, then profit, margin,
// ROI and the break-even price, and which schedule and rate it used.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocaleCode } from '@sealens/domain';
import type { Amount, PricingResult } from '../core/calculate';
import { formatAmount, formatBp, formatCount } from './format-amount';
import { feeName } from './pricing-labels';

export interface ResultBreakdownProps {
  result: PricingResult;
  locale: LocaleCode;
  /** Labels the table (its caption), e.g. the calculation's name. */
  caption: string;
}

export function ResultBreakdown({ result, locale, caption }: ResultBreakdownProps) {
  const { t, i18n } = useLingui();
  const site = (a: Amount) => formatAmount(a.site, result.currency, result.digits, locale);
  const cny = (a: Amount) => formatAmount(a.cny, 'CNY', 2, locale);
  const rows: { key: string; label: string; amount: Amount; strong?: boolean; negative?: boolean }[] = [
    { key: 'price', label: t`Selling price`, amount: result.price },
    ...(result.discount.site > 0n ? [{ key: 'discount', label: t`Discount or voucher`, amount: result.discount, negative: true }] : []),
    { key: 'sale', label: t`Sale amount`, amount: result.sale, strong: true },
    ...result.fees.map((fee) => ({
      key: `fee-${fee.code}`,
      label: `${feeName(fee.code, i18n)} (${formatBp(fee.rateBp, locale)})`,
      amount: fee.amount,
      negative: true,
    })),
    {
      key: 'shipping',
      label: t`Last-mile shipping (${formatCount(result.chargeableGrams, locale)} g charged)`,
      amount: result.shipping,
      negative: true,
    },
    { key: 'goods', label: t`Purchase cost`, amount: result.goodsCost, negative: true },
    { key: 'first-mile', label: t`First-mile freight`, amount: result.firstMile, negative: true },
    ...(result.returnLoss.site > 0n ? [{ key: 'returns', label: t`Expected return loss`, amount: result.returnLoss, negative: true }] : []),
    { key: 'total-cost', label: t`Total cost`, amount: result.totalCost, strong: true },
    { key: 'landed', label: t`Landed cost`, amount: result.landedCost },
    { key: 'profit', label: t`Profit`, amount: result.profit, strong: true },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="pricing-breakdown">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-ink-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              <Trans>Item</Trans>
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {result.currency}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              CNY
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key} className={row.strong ? 'border-t border-border font-semibold text-ink' : 'text-ink'}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {row.strong ? <strong>{row.label}</strong> : row.label}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`site-${row.key}`}>
                {row.negative ? '−' : ''}
                {site(row.amount)}
              </td>
              <td className="py-1.5 text-right tabular-nums text-ink-muted">
                {row.negative ? '−' : ''}
                {cny(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">
            <Trans>Margin on price</Trans>
          </dt>
          <dd className="font-semibold text-ink" data-testid="pricing-margin">
            {result.marginBp === null ? '-' : formatBp(result.marginBp, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>ROI on cost</Trans>
          </dt>
          <dd className="font-semibold text-ink" data-testid="pricing-roi">
            {result.roiBp === null ? '-' : formatBp(result.roiBp, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>Break-even price</Trans>
          </dt>
          <dd className="font-semibold text-ink" data-testid="pricing-break-even">
            {result.breakEvenPrice === null ? '-' : site(result.breakEvenPrice)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>Chargeable weight</Trans>
          </dt>
          <dd className="font-semibold text-ink">
            {formatCount(result.chargeableGrams, locale)} g
            {result.volumetricGrams !== null && result.volumetricGrams > 0 && (
              <span className="block text-xs font-normal text-ink-muted">
                <Trans>volumetric {formatCount(result.volumetricGrams, locale)} g</Trans>
              </span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
