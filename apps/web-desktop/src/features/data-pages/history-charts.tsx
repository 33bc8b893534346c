// The daily sales volume and sales value of a product or a shop, as two trend charts (different
// scales). TrendChart loads its chart library on demand and writes a text summary the server's
// HTML already holds.
import { useLingui } from '@lingui/react/macro';
import { FigureDate, TrendChart } from '@sealens/market';
import type { HistoryPoints } from './data-pages-api';

export function HistoryCharts({ history }: { history: HistoryPoints }) {
  const { t } = useLingui();
  const dates = history.points.map((p) => p.date);
  const first = dates[0];
  const last = dates.at(-1);
  return (
    <div data-testid="history-charts">
      {first && last && <p className="text-sm text-ink-muted">{t`Daily figures from ${first} to ${last}`}</p>}
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <TrendChart title={t`Daily sales volume`} dates={dates} series={[{ label: t`Sales volume`, values: history.points.map((p) => p.sales) }]} />
        <TrendChart title={t`Daily sales value`} dates={dates} series={[{ label: t`Sales value`, values: history.points.map((p) => p.gmv) }]} />
      </div>
      {history.date && <FigureDate date={history.date} daily className="mt-2" />}
    </div>
  );
}
