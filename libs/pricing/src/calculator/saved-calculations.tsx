// Members save the calculation under a name, list what they saved, delete, and compare two or more
// side by side; visitors calculate freely and are offered the login to save (issue 17 item 4).
// The list is the member's own, so it is fetched in the browser after hydration, never rendered by
// the shared server cache.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocaleCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { CODE_PRICING_FULL, type SavedCalculation } from '../api/pricing-api';
import type { PricingResult } from '../core/calculate';
import { formFromQuery } from '../core/query';
import { cx, FIELD_FOCUS } from './class-names';
import { formatCount, formatDay } from './format-amount';
import { ComparisonTable } from './comparison-table';

/** The longest name a calculation may have (openapi savePricingCalculation). */
export const CALCULATION_NAME_MAX = 60;

export interface SavedCalculationsApi {
  list(): Promise<SavedCalculation[]>;
  save(calculation: Omit<SavedCalculation, 'id' | 'createTime'>): Promise<SavedCalculation>;
  remove(id: string): Promise<void>;
  /** Recomputes a saved calculation with the schedule and rate day it was saved with. */
  recompute(calculation: SavedCalculation): Promise<PricingResult | null>;
}

export interface SavedCalculationsProps {
  api: SavedCalculationsApi;
  isMember: boolean;
  onLogin: () => void;
  /** What saving now would store; null while the form has no result. */
  current: Omit<SavedCalculation, 'id' | 'createTime' | 'name'> | null;
  /** The calculator's path, for the "open" links ("/pricing"). */
  calculatorPath: string;
  locale: LocaleCode;
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: SavedCalculation[] };

export function SavedCalculations({ api, isMember, onLogin, current, calculatorPath, locale }: SavedCalculationsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [compare, setCompare] = useState<string[]>([]);
  /** The calculation whose Delete was pressed: deleting asks first (issue 27 item 11). */
  const [confirming, setConfirming] = useState<string | null>(null);

  const fetchList = useCallback(
    () =>
      api.list().then(
        (list) => setState({ status: 'ready', list }),
        () => setState({ status: 'failed' }),
      ),
    [api],
  );
  const load = () => {
    setState({ status: 'loading' });
    void fetchList();
  };

  useEffect(() => {
    if (isMember) void fetchList();
  }, [isMember, fetchList]);

  if (!isMember) {
    return (
      <div className="flex flex-col items-start gap-2 border-t border-border pt-4 text-sm text-ink-muted">
        <p>
          <Trans>Log in to save your calculations and compare them side by side.</Trans>
        </p>
        <Button variant="primary" size="sm" onClick={onLogin}>
          <Trans>Log in to save</Trans>
        </Button>
      </div>
    );
  }

  const trimmed = name.trim();
  // Two calculations of one name cannot be told apart in the list or the comparison (issue 27 item 11).
  const taken = state.status === 'ready' && state.list.some((c) => sameName(c.name, trimmed));
  const nameError =
    trimmed.length > CALCULATION_NAME_MAX
      ? t`At most ${CALCULATION_NAME_MAX} characters`
      : taken
        ? t`You already saved a calculation named “${trimmed}”: choose another name.`
        : null;
  const save = async () => {
    if (!current || !trimmed || nameError) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await api.save({ ...current, name: trimmed });
      setState((s) => (s.status === 'ready' ? { status: 'ready', list: [saved, ...s.list] } : s));
      setName('');
      setMessage({ kind: 'ok', text: t`Saved as “${saved.name}”.` });
    } catch (error) {
      // The typed name stays in the field, so trying again needs no retyping.
      const full = (error as { code?: number }).code === CODE_PRICING_FULL;
      setMessage({ kind: 'error', text: full ? t`You have saved the most calculations allowed. Delete one first.` : t`The calculation could not be saved. Please try again.` });
    } finally {
      setSaving(false);
    }
  };
  const remove = async (calculation: SavedCalculation) => {
    setMessage(null);
    setConfirming(null);
    try {
      await api.remove(calculation.id);
      setState((s) => (s.status === 'ready' ? { status: 'ready', list: s.list.filter((c) => c.id !== calculation.id) } : s));
      setCompare((ids) => ids.filter((c) => c !== calculation.id));
    } catch {
      setMessage({ kind: 'error', text: t`The calculation could not be deleted. Please try again.` });
    }
  };
  const compared = state.status === 'ready' ? state.list.filter((c) => compare.includes(c.id)) : [];

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
          <Trans>Name of this calculation</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            className={cx('h-9 min-w-0 flex-1 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink', FIELD_FOCUS)}
          />
          <Button type="submit" variant="primary" size="sm" disabled={!current || !trimmed || Boolean(nameError) || saving}>
            <Trans>Save</Trans>
          </Button>
        </div>
        {nameError && (
          <p id={`${id}-name-error`} className="text-xs text-danger-600">
            {nameError}
          </p>
        )}
      </form>
      <div aria-live="polite" className="text-sm">
        {message && <p className={message.kind === 'error' ? 'text-danger-600' : 'text-success-700'}>{message.text}</p>}
      </div>

      <h3 className="text-sm font-semibold text-ink">
        <Trans>Saved calculations</Trans>
      </h3>
      {state.status === 'loading' && (
        <p className="text-sm text-ink-muted" role="status">
          <Trans>Loading your calculations</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="flex items-center gap-2 text-sm text-ink-muted">
          <Trans>Your calculations could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={load}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.list.length === 0 && (
        <p className="text-sm text-ink-muted">
          <Trans>Nothing saved yet.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="pricing-saved-list">
          {state.list.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <input
                id={`${id}-compare-${c.id}`}
                type="checkbox"
                className={cx('h-4 w-4', FIELD_FOCUS)}
                checked={compare.includes(c.id)}
                onChange={(e) => setCompare((ids) => (e.target.checked ? [...ids, c.id] : ids.filter((x) => x !== c.id)))}
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <label htmlFor={`${id}-compare-${c.id}`} className="truncate text-ink">
                  {t`Compare ${c.name} (${i18n._(SITE_NAMES[c.site])})`}
                </label>
                <SavedFigures calculation={c} locale={locale} />
              </div>
              <a href={`${calculatorPath}?${c.query}`} className={cx('text-brand-700 underline', FIELD_FOCUS)} aria-label={t`Open ${c.name}`}>
                <Trans>Open</Trans>
              </a>
              {confirming === c.id ? (
                <span role="group" aria-label={t`Delete ${c.name}?`} className="flex items-center gap-2">
                  <span className="text-ink">{t`Delete ${c.name}?`}</span>
                  <Button variant="primary" size="sm" onClick={() => void remove(c)}>
                    <Trans>Delete</Trans>
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                    <Trans>Cancel</Trans>
                  </Button>
                </span>
              ) : (
                <button type="button" className={cx('rounded text-ink-muted underline', FIELD_FOCUS)} onClick={() => setConfirming(c.id)} aria-label={t`Delete ${c.name}`}>
                  <Trans>Delete</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {compared.length === 1 && (
        <p className="text-sm text-ink-muted">
          <Trans>Tick one more to compare side by side.</Trans>
        </p>
      )}
      {compared.length >= 2 && <ComparisonTable calculations={compared} recompute={api.recompute} locale={locale} />}
    </div>
  );
}

/** Names are told apart without their case and surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** What a saved calculation was made of, and when: its cost and weight, its rate day and the day it was saved. */
function SavedFigures({ calculation, locale }: { calculation: SavedCalculation; locale: LocaleCode }) {
  const form = formFromQuery(new URLSearchParams(calculation.query));
  const cost = formatCount(Number(form.cost), locale);
  const weight = formatCount(Number(form.weightGrams), locale);
  const rateDay = formatDay(calculation.rateDay, locale);
  const savedOn = formatDay(calculation.createTime.slice(0, 10), locale);
  return (
    <p className="text-xs text-ink-muted" data-testid="pricing-saved-figures">
      <Trans>
        Cost {cost} CNY, weight {weight} g, rates of {rateDay}; saved {savedOn}
      </Trans>
    </p>
  );
}
