// The calculator page of both sites (/pricing and /m/pricing): the form lives in the URL query
// (replaced as one types, so a calculation can be shared and bookmarked), the site's schedule and
// rates come from the route loader, and members save and compare below the result.
import { Trans } from '@lingui/react/macro';
import { useFormatLocale } from '@sealens/market';
import { useMemo, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { listCalculations, removeCalculation, saveCalculation, type PricingApiClient } from '../api/pricing-api';
import { formToQuery, type PricingForm } from '../core/query';
import { PricingCalculator } from '../calculator/pricing-calculator';
import { SavedCalculations, type SavedCalculationsApi } from '../calculator/saved-calculations';
import { recomputeSaved, type PricingPageData } from './pricing-page-data';

export interface PricingPageProps {
  data: PricingPageData;
  /** The browser's main client (the site's siteApi().main). */
  api: () => PricingApiClient;
  /** The page's own path ("/pricing", "/m/pricing"). */
  path: string;
  isMember: boolean;
  onLogin: () => void;
  compact?: boolean;
}

export function PricingPage({ data, api, path, isMember, onLogin, compact = false }: PricingPageProps) {
  const locale = useFormatLocale();
  const [form, setForm] = useState<PricingForm>(data.form);
  // Only hooks the sites' first bundle already holds (useSearchParams or useRevalidator would pull
  // more of react-router into it; the budgets are full).
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';

  const change = (next: PricingForm) => {
    setForm(next);
    const search = `?${formToQuery(next)}`;
    if (next.site !== form.site || next.day !== form.day) {
      // A new site needs its schedule: a navigation, so the loader runs (shouldRevalidatePricing).
      void navigate({ search }, { replace: true, preventScrollReset: true });
    } else {
      // Typing only rewrites the address (shareable, bookmarkable) without asking the server again.
      window.history.replaceState(window.history.state, '', search);
    }
  };
  const retry = () => void navigate({ search: window.location.search }, { replace: true, preventScrollReset: true });
  const rateDay = form.day || data.rates?.day || '';
  const shareHref = `${path}?${formToQuery({ ...form, day: rateDay })}`;
  const saved: SavedCalculationsApi = useMemo(
    () => ({
      list: () => listCalculations(api()),
      save: (c) => saveCalculation(api(), c),
      remove: (id) => removeCalculation(api(), id),
      recompute: (c) => recomputeSaved(api(), c),
    }),
    [api],
  );

  return (
    <PricingCalculator
      form={form}
      onFormChange={change}
      schedule={data.schedule}
      rates={data.rates}
      loading={loading}
      failed={data.failed && !loading}
      onRetry={retry}
      locale={locale}
      shareHref={shareHref}
      compact={compact}
    >
      {(outcome) => (
        <SavedCalculations
          api={saved}
          isMember={isMember}
          onLogin={onLogin}
          current={
            outcome.status === 'done' && data.schedule && data.rates
              ? { site: form.site, scheduleId: data.schedule.id, rateDay: data.rates.day, query: formToQuery({ ...form, day: data.rates.day }) }
              : null
          }
          calculatorPath={path}
          locale={locale}
        />
      )}
    </PricingCalculator>
  );
}

export function PricingPageIntro() {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Pricing and profit calculator</Trans>
      </h1>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">
        <Trans>
          A price in 2 steps: choose the site and category, enter the cost and weight. Every fee of the site, the shipping and the exchange rate
          are counted, in the site's currency and in CNY.
        </Trans>
      </p>
    </>
  );
}
