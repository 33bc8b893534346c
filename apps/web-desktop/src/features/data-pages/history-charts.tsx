// The daily sales volume and sales value of a product or a shop, as two trend charts (different
// scales). TrendChart loads its chart library on demand and writes a text summary the server's
// HTML already holds. The sales value is money of the item's site: its chart names the currency in
// its title, on its axis and in its values (issue 27 item 11: it named none).
import { useLingui } from '@lingui/react/macro';
import { currencyOf, type SiteCode } from '@sealens/domain';
import { FigureDate, TrendChart } from '@sealens/market';
import type { HistoryPoints } from './data-pages-api';

export function HistoryCharts({ history, site }: { history: HistoryPoints; site: SiteCode | undefined }) {
  const { t } = useLingui();
  const dates = history.points.map((p) => p.date);
  const first = dates[0];
  const last = dates.at(-1);
  const currency = site ? currencyOf(site) : undefined;
  return (
    <div data-testid="history-charts">
      {first && last && <p className="text-sm text-ink-muted">{t`Daily figures from ${first} to ${last}`}</p>}
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <TrendChart title={t`Daily sales volume`} dates={dates} series={[{ label: t`Sales volume`, values: history.points.map((p) => p.sales) }]} />
        <TrendChart
          title={currency ? t`Daily sales value (${currency})` : t`Daily sales value`}
          dates={dates}
          series={[{ label: t`Sales value`, values: history.points.map((p) => p.gmv) }]}
          {...(site ? { money: site } : {})}
        />
      </div>
      {history.date && <FigureDate date={history.date} daily className="mt-2" />}
    </div>
  );
}
