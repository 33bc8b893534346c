// Exchange rates per day (issue 17): site-currency units per 1 CNY, rows of `pricing_rates`. In
// local mode the rates are simulated like the market data: deterministic per day and currency (the
// same day always gives the same rate), filled in on first request up to the latest complete day
// (T+1, China time: src/market/days.ts). In production the server only reads rows an operator or a
// feed job wrote: a changed rate is an updated row, never a deploy.
import { SITE_CODES, SITE_CURRENCIES } from '@sealens/domain';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';

import type { AppMode } from '../app-options';
import type { Database } from '../db/database';
import { pricingRates } from '../db/pricing-schema';
import { dayNumber, marketYesterday } from '../market/days';

/** The simulated rates wander around these (site-currency units per CNY, late-2025 levels). */
export const BASE_RATES: Readonly<Record<string, number>> = {
  BRL: 0.75,
  IDR: 2280,
  MYR: 0.585,
  MXN: 2.55,
  PHP: 8.1,
  SGD: 0.181,
  TWD: 4.35,
  THB: 4.55,
  VND: 3650,
};

/** The first day simulated rates exist for. */
export const FIRST_RATE_DAY = '2024-01-01';
export const SIMULATED_SOURCE = 'simulated';

export const PRICING_CURRENCIES: readonly string[] = SITE_CODES.map((site) => SITE_CURRENCIES[site]);

/** A deterministic value in [0, 1) for a day and a currency (a small integer hash, no state). */
function noise(day: number, salt: number): number {
  let h = (day * 374_761_393 + salt * 668_265_263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

/**
 * The simulated rate of one currency on one day, as a decimal string of 6 significant places: a
 * slow swing of up to ±4% around the base plus a daily wobble of up to ±0.3%.
 */
export function simulatedRate(currency: string, day: string): string {
  const base = BASE_RATES[currency];
  if (base === undefined) throw new RangeError(`no base rate for ${currency}`);
  const n = dayNumber(day);
  const salt = [...currency].reduce((s, ch) => s * 31 + ch.charCodeAt(0), 7);
  const swing = 0.04 * Math.sin(n / 47 + (salt % 13));
  const wobble = 0.006 * (noise(n, salt) - 0.5);
  const value = base * (1 + swing + wobble);
  // Six significant figures, never more than 6 decimals (the column's scale).
  const decimals = Math.min(6, Math.max(0, 5 - Math.floor(Math.log10(value))));
  return value.toFixed(decimals);
}

export interface DayRates {
  /** The day the rates are for (the latest day with rates on or before the one asked). */
  day: string;
  rates: { currency: string; perCny: string; source: string }[];
}

export class PricingRates {
  private filling: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly mode: AppMode,
    private readonly now: () => Date,
  ) {}

  /** The latest complete day (T+1): the default day of a rate. */
  latestDay(): string {
    return marketYesterday(this.now());
  }

  /**
   * Local mode: simulated rows for every day after the newest one held, up to `upTo` (asked of the
   * database each time: a development reset empties the table).
   */
  private async simulateUpTo(upTo: string): Promise<void> {
    if (this.mode !== 'local') return;
    this.filling ??= (async () => {
      const [newest] = await this.db.select({ day: pricingRates.day }).from(pricingRates).orderBy(desc(pricingRates.day)).limit(1);
      let from = newest && newest.day >= FIRST_RATE_DAY ? dayNumber(newest.day) + 1 : dayNumber(FIRST_RATE_DAY);
      const end = dayNumber(upTo);
      while (from <= end) {
        const rows = [];
        for (let n = from; n <= end && n < from + 100; n++) {
          const day = new Date(n * 86_400_000).toISOString().slice(0, 10);
          for (const currency of PRICING_CURRENCIES) rows.push({ day, currency, perCny: simulatedRate(currency, day), source: SIMULATED_SOURCE });
        }
        await this.db.insert(pricingRates).values(rows).onConflictDoNothing();
        from += 100;
      }
    })().finally(() => (this.filling = null));
    await this.filling;
  }

  /**
   * The rates of `day` (default: the latest complete day), or of the latest day before it that has
   * every currency; undefined when there is none. A day after the latest complete one is answered
   * with the latest complete one's rates.
   */
  async ratesFor(day?: string): Promise<DayRates | undefined> {
    const latest = this.latestDay();
    const wanted = day === undefined || day > latest ? latest : day;
    if (!isCalendarDay(wanted)) return undefined;
    await this.simulateUpTo(latest);
    const [found] = await this.db
      .select({ day: pricingRates.day })
      .from(pricingRates)
      .where(and(lte(pricingRates.day, wanted), eq(pricingRates.currency, PRICING_CURRENCIES[0] ?? 'BRL')))
      .orderBy(desc(pricingRates.day))
      .limit(1);
    if (!found) return undefined;
    const rows = await this.db
      .select()
      .from(pricingRates)
      .where(and(eq(pricingRates.day, found.day), inArray(pricingRates.currency, [...PRICING_CURRENCIES])));
    const byCurrency = new Map(rows.map((r) => [r.currency, r]));
    const rates = PRICING_CURRENCIES.flatMap((currency) => {
      const row = byCurrency.get(currency);
      return row ? [{ currency, perCny: normaliseRate(row.perCny), source: row.source }] : [];
    });
    return { day: found.day, rates };
  }
}

/** A real "YYYY-MM-DD" day (src/market/days.ts isDay throws on a month 13: never for input). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
}

/** "0.585000" -> "0.585": the numeric column answers its full scale. */
export function normaliseRate(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
