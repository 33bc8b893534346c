// Small parts every data page shares: the frame (heading, the detection pages' navigation), the
// error with retry, the lookup form of a page opened without an id, and the class names of fields.
import { Trans, useLingui } from '@lingui/react/macro';
import { DATE_TYPE_NAMES } from '@sealens/market';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import { Form, NavLink, useNavigation, useRevalidator } from 'react-router';

export const FIELD_CLASS =
  'h-10 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';
export const LINK_CLASS = 'text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus rounded-sm';

/** The periods the data pages' figures cover, by their days, with their names. */
export type FiguresPeriod = 1 | 7 | 30;
export const PERIOD_NAMES = { 1: DATE_TYPE_NAMES[1], 7: DATE_TYPE_NAMES[2], 30: DATE_TYPE_NAMES[3] } as const;

/** Under a figure column's head: the period its figures cover. */
export function PeriodHint({ period }: { period: FiguresPeriod }) {
  const { i18n } = useLingui();
  return (
    <span className="block font-normal" data-testid="column-period">
      {i18n._(PERIOD_NAMES[period])}
    </span>
  );
}

/**
 * Under a product's or a shop's heading card: its sales volume and sales value are the previous day's
 * (the card's figures said no period; issue 27 item 11).
 */
export function HeadlinePeriodNote() {
  return (
    <p className="-mt-4 text-xs text-ink-muted" data-testid="headline-period">
      <Trans>Sales volume and sales value above: the previous day.</Trans>
    </p>
  );
}

/** The three detection pages, linked from each of them. */
export function DetectionNav() {
  const { t } = useLingui();
  const item = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:text-ink'} focus-visible:outline-2 focus-visible:outline-focus`;
  return (
    <nav aria-label={t`Explosion detection`} className="flex flex-wrap gap-2">
      <NavLink to="/ExplosionDetection/dataList" className={item} end>
        <Trans>Products taking off</Trans>
      </NavLink>
      <NavLink to="/details" className={item}>
        <Trans>Detection details</Trans>
      </NavLink>
      <NavLink to="/historyList" className={item}>
        <Trans>My detection history</Trans>
      </NavLink>
    </nav>
  );
}

export function DataPageFrame({ title, intro, nav, children }: { title: ReactNode; intro?: ReactNode; nav?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-surface-muted py-8">
      <div className="mx-auto max-w-7xl px-6">
        {nav}
        <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
        {intro && <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p>}
        <div className="mt-6 flex flex-col gap-6">{children}</div>
      </div>
    </div>
  );
}

export function Panel({ title, children, testId, action }: { title: ReactNode; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <section className="rounded-xl bg-surface p-6 ring-1 ring-border" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The loader could not reach the data: say so and run the loader again on demand. */
export function LoadFailed({ what }: { what: ReactNode }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-surface p-6 ring-1 ring-border" data-testid="data-load-failed">
      <p className="text-ink">{what}</p>
      <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={busy}>
        {busy ? <Trans>Loading…</Trans> : <Trans>Try again</Trans>}
      </Button>
    </div>
  );
}

/** A GET form (works before hydration): the page opens with `?{name}=` what was typed. */
export function IdLookupForm({ action, name, label, placeholder, initial }: { action: string; name: string; label: string; placeholder: string; initial?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === action;
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-3" role="search" aria-label={label}>
      <label className="flex min-w-72 flex-1 flex-col gap-1 text-sm text-ink">
        {label}
        <input name={name} required defaultValue={initial} placeholder={placeholder} className={FIELD_CLASS} maxLength={500} autoComplete="off" />
      </label>
      <Button type="submit" disabled={busy}>
        {busy ? <Trans>Loading…</Trans> : <Trans>Look up</Trans>}
      </Button>
    </Form>
  );
}
