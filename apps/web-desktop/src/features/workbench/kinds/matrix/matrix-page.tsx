// Market selection (issue 30 item 2; `big-data-selection/big-data-chooses-the-market`): every site
// against every category over the top bar's period, each market's figures in US dollars, shaded by
// the measure the member picks (kept in the URL); a market opens its industry overview on its site.
import { Trans, useLingui } from '@lingui/react/macro';
import { Select } from '@sealens/ui';
import { DataDayStamp, formatDay, MarketMatrix, MATRIX_MEASURES, MatrixLegend, useMeasureNames, type MarketCell, type MatrixMeasure } from '@sealens/workbench';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useFormatLocale } from '@sealens/market';
import { industryHref, type MatrixPageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { withMeasure, type MatrixData } from './matrix-data';

/** A market's analysis: its category's overview on its site. */
export const marketHref = (cell: Pick<MarketCell, 'site' | 'categoryId'>) => industryHref({ id: String(cell.categoryId), site: cell.site });

export function MatrixPageView({ page, data }: { page: MatrixPageConfig; data: MatrixData }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const names = useMeasureNames();
  const { query, matrix } = data;
  const measureName = names[query.measure];
  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={matrix ? <DataDayStamp day={matrix.day} period={matrix.period} kinds={matrix.figureKinds} /> : null}
      tools={
        <Select
          label={t`Shade by`}
          className="w-56"
          value={query.measure}
          onValueChange={(value) => navigate({ search: withMeasure(params, value as MatrixMeasure) }, { preventScrollReset: true })}
          options={MATRIX_MEASURES.map((m) => ({ value: m, label: names[m] }))}
        />
      }
    >
      {query.periodAsked && (
        <p className="text-sm text-ink-muted" role="note">
          <Trans>This analysis reads rolling periods of 1, 7, 30 or 90 days: it shows the last 30 days.</Trans>
        </p>
      )}
      {matrix ? (
        <MatrixBody matrix={matrix} query={query} onOpen={(to) => navigate(to)} caption={t`Markets by site and category, shaded by ${measureName}`} />
      ) : (
        <LoadFailed what={<Trans>The market matrix could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}

function MatrixBody({ matrix, query, onOpen, caption }: { matrix: NonNullable<MatrixData['matrix']>; query: MatrixData['query']; onOpen: (to: string) => void; caption: string }) {
  const locale = useFormatLocale();
  const from = formatDay(matrix.period.from, locale);
  const to = formatDay(matrix.period.to, locale);
  const days = matrix.period.days;
  const structureDays = matrix.structureDays ?? 30;
  return (
    <>
      <p className="text-sm text-ink-muted">
        <Trans>
          Sales value, growth and average price: {from} – {to}, growth on the {days} days before. Products, shops, top-10 share and newcomers' share: the last {structureDays} days. Money in US dollars at the reference rates.
        </Trans>
      </p>
      <MatrixLegend matrix={matrix} measure={query.measure} />
      <MarketMatrix
        matrix={matrix}
        measure={query.measure}
        cellHref={marketHref}
        onOpen={onOpen}
        caption={caption}
        marked={{ ...(query.site ? { site: query.site } : {}), ...(query.categoryId ? { categoryId: query.categoryId } : {}) }}
      />
    </>
  );
}
