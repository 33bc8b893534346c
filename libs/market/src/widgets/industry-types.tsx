// Industry trend types (spec §2 home widgets; §7 industry hot-sales types with pId): the 12 top
// categories with their sales value as bars; choosing one shows its sub-types (the call with pId),
// and "all categories" goes back.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, isCategoryId } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { loadIndustryTypes, type IndustryTypeData } from '../api/home-widget-loaders';
import { CATEGORY_NAMES } from '../figures/market-labels';
import { useFormatLocale } from '../shared/use-format-locale';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

export interface IndustryTypesProps {
  initial: IndustryTypeData[] | null;
  date?: string;
}

export function IndustryTypes({ initial, date }: IndustryTypesProps) {
  const { t, i18n } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const widget = useWidgetData<IndustryTypeData[], { pId: number | undefined }>({ params: { pId: undefined }, data: initial }, ({ pId }) =>
    loadIndustryTypes(api(), pId),
  );
  const name = (row: IndustryTypeData) => (isCategoryId(row.typeId) ? i18n._(CATEGORY_NAMES[row.typeId]) : row.name);
  const parent = widget.params.pId;
  const parentName = parent !== undefined && isCategoryId(parent) ? i18n._(CATEGORY_NAMES[parent]) : undefined;
  const rows = widget.data ?? [];
  const max = Math.max(1, ...rows.map((row) => row.gmv ?? 0));
  return (
    <WidgetFrame
      title={t`Industry trends`}
      date={date}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-96"
      testId="industry-types"
      actions={
        parent !== undefined && (
          <Button variant="secondary" size="sm" onClick={() => widget.change({ pId: undefined })}>
            <Trans>All categories</Trans>
          </Button>
        )
      }
    >
      {parentName && (
        <p className="mb-2 text-sm text-ink-muted">
          <Trans>Sub-categories of {parentName}</Trans>
        </p>
      )}
      <p className="mb-2 text-xs text-ink-muted" data-testid="industry-unit">
        <Trans>Sales value of all sites, in US dollars</Trans>
      </p>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">
          <Trans>No data for this selection.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {rows.map((row) => {
            const label = name(row);
            // Summed over all sites by the server, in US dollars.
            const value = formatMoney(row.gmv, { site: 'all', locale });
            // The visible text is the name and the figure; the button's name starts with them (axe label-content-name-mismatch).
            const bar = (
              <>
                <span className="flex justify-between gap-3 text-sm">
                  <span className="truncate text-ink">{label}</span>
                  <span className="text-ink-muted tabular-nums">{value}</span>
                </span>
                <span className="mt-1 block h-1.5 rounded-full bg-surface-sunken" aria-hidden="true">
                  <span className="block h-full rounded-full bg-brand-600" style={{ width: `${Math.max(2, ((row.gmv ?? 0) / max) * 100)}%` }} />
                </span>
              </>
            );
            return (
              <li key={row.typeId}>
                {parent === undefined ? (
                  <button
                    type="button"
                    className="block w-full rounded px-1 py-1 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
                    onClick={() => widget.change({ pId: row.typeId })}
                  >
                    {bar}
                    <span className="sr-only">
                      <Trans>Show its sub-categories</Trans>
                    </span>
                  </button>
                ) : (
                  <div className="px-1 py-1">{bar}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </WidgetFrame>
  );
}
