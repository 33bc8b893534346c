// Saved calculations side by side: each recomputed with the schedule and rate day it was saved
// with (so a comparison never shifts under the reader), one column per calculation.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocaleCode } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedCalculation } from '../api/pricing-api';
import type { Amount, PricingResult } from '../core/calculate';
import { formatAmount, formatBp, formatDay } from './format-amount';

export interface ComparisonTableProps {
  calculations: SavedCalculation[];
  recompute: (calculation: SavedCalculation) => Promise<PricingResult | null>;
  locale: LocaleCode;
}

type Column = { calculation: SavedCalculation; state: 'loading' | 'failed' | 'unreachable' | PricingResult };

export function ComparisonTable({ calculations, recompute, locale }: ComparisonTableProps) {
  const { t } = useLingui();
  const [results, setResults] = useState<Record<string, Column['state']>>({});
  // Calculations already asked for: a newly ticked one is computed, the others keep their column.
  const started = useRef(new Set<string>());

  const run = useCallback(
    (c: SavedCalculation) => {
      started.current.add(c.id);
      recompute(c).then(
        (result) => setResults((r) => ({ ...r, [c.id]: result ?? 'unreachable' })),
        () => setResults((r) => ({ ...r, [c.id]: 'failed' })),
      );
    },
    [recompute],
  );

  useEffect(() => {
    for (const c of calculations) if (!started.current.has(c.id)) run(c);
  }, [calculations, run]);

  const retry = (c: SavedCalculation) => {
    setResults((r) => ({ ...r, [c.id]: 'loading' }));
    run(c);
  };

  const columns: Column[] = calculations.map((calculation) => ({ calculation, state: results[calculation.id] ?? 'loading' }));
  const money = (r: PricingResult, pick: (r: PricingResult) => Amount | null) => {
    const a = pick(r);
    return a === null ? '-' : formatAmount(a.site, r.currency, r.digits, locale);
  };
  const rows: { key: string; label: string; value: (r: PricingResult) => string }[] = [
    { key: 'price', label: t`Selling price`, value: (r) => money(r, (x) => x.price) },
    { key: 'fees', label: t`Fees and taxes`, value: (r) => money(r, (x) => x.feesTotal) },
    { key: 'shipping', label: t`Last-mile shipping`, value: (r) => money(r, (x) => x.shipping) },
    { key: 'landed', label: t`Landed cost`, value: (r) => money(r, (x) => x.landedCost) },
    { key: 'profit', label: t`Profit`, value: (r) => money(r, (x) => x.profit) },
    { key: 'profit-cny', label: t`Profit in CNY`, value: (r) => formatAmount(r.profit.cny, 'CNY', 2, locale) },
    { key: 'margin', label: t`Margin on price`, value: (r) => (r.marginBp === null ? '-' : formatBp(r.marginBp, locale)) },
    { key: 'roi', label: t`ROI on cost`, value: (r) => (r.roiBp === null ? '-' : formatBp(r.roiBp, locale)) },
    { key: 'break-even', label: t`Break-even price`, value: (r) => money(r, (x) => x.breakEvenPrice) },
  ];

  return (
    <div className="overflow-x-auto" data-testid="pricing-comparison">
      <table className="w-full text-sm">
        <caption className="py-2 text-left text-sm font-semibold text-ink">
          <Trans>Side by side</Trans>
        </caption>
        <thead>
          <tr className="border-b border-border">
            <td />
            {columns.map(({ calculation }) => (
              <th key={calculation.id} scope="col" className="px-2 py-1 text-right font-semibold text-ink">
                {calculation.name}
                <span className="block text-xs font-normal text-ink-muted">
                  {calculation.scheduleId} · {formatDay(calculation.rateDay, locale)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row" className="py-1 pr-2 text-left font-normal text-ink">
                {row.label}
              </th>
              {columns.map(({ calculation, state }) => (
                <td key={calculation.id} className="px-2 py-1 text-right tabular-nums text-ink">
                  {typeof state === 'object' ? row.value(state) : row.key === 'price' ? <CellState state={state} onRetry={() => retry(calculation)} /> : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellState({ state, onRetry }: { state: 'loading' | 'failed' | 'unreachable'; onRetry: () => void }) {
  if (state === 'loading') return <Trans>Loading</Trans>;
  if (state === 'unreachable') return <Trans>No price reaches the target</Trans>;
  return (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      <Trans>Try again</Trans>
    </Button>
  );
}
