// What a crawler sees of a product (issue 33), and the truth behind it. A product's units of a day
// are drawn from its own numbers alone (its demand, the day's market, its discount, its flash-sale
// slot), so the marketplace's cumulative "sold" counter, the stock left since the last restock and
// the reviews (a share of the units bought a week earlier) all follow from the same truth on any day,
// computed alone: sums over the product's life are kept per 32-day block, so a day costs a few draws.
import { SITE_CODES, type SiteCode } from '@sealens/domain';

import { dayString, marketInstant } from '../days';
import { OBSERVATION_RULES, showCounter, soldShareBy } from '../market-config';
import type { SlotKind } from '../feed/format';
import { SITE_PROFILES } from '../site-profiles';
import { hash32, STREAM } from './random';
import { SIM_EPOCH, Universe, type SimProduct } from './universe';

const BLOCK = 32;
/** Blocks of daily sums kept per product (see prefix()). */
export const KEPT_BLOCKS = 4;
/** The days the market multipliers are kept for: 2016 to 2036 (the simulator's products live around its epoch). */
const MULTIPLIER_FROM = SIM_EPOCH - 4 * 365;
const MULTIPLIER_DAYS = 20 * 365;

/**
 * Uniform draws in [0, 1) from a 32-bit key (mulberry32, as rngOf, without its object): a product's
 * day is drawn again for every sum over its life, so the draw is kept lean.
 */
function uniforms(key: number): { next: () => number } {
  let a = key;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A Poisson count with mean lambda (a normal approximation above 50, as Rng.poisson). */
function poisson(draw: { next: () => number }, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 50) {
    const u = Math.max(draw.next(), 1e-12);
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * draw.next())));
  }
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = draw.next();
  while (p > limit) {
    k++;
    p *= draw.next();
  }
  return k;
}
const unit = (h: number) => h / 4294967296;
/** Median popularity (Pareto 1.12 from 1): slots go to the products above it, those that already sell. */
const MEDIAN_POPULARITY = Math.pow(2, 1 / 1.12);
/** Share of product-days the crawler misses, and of products delisted for a while in their life. */
export const MISSED_SHARE = 0.03;
export const DELISTED_SHARE = 0.04;
/** Reviews follow the units bought this many days before (delivery, then a review). */
export const REVIEW_LAG_DAYS = 6;

export interface DaySlot {
  kind: SlotKind;
  /** The slot's price as a share of the day's price. */
  share: number;
}

export interface Observation {
  /** The counters as the site shows them. */
  soldShown: string;
  monthlyShown: string | null;
  stockShown: number;
  ratingCount: number;
  comments: number;
  observedAt: string;
}

/** Entries of a product's units-before-each-block row: a life of up to 960 days is 31 blocks, and the one after. */
const BEFORE_STRIDE = 32;
/** Products whose sums a pool chunk holds (the pools grow by chunks, never copy). */
const CHUNK = 65_536;

/**
 * Every product's sums over its life, in typed arrays shared by all products (issue 33's large
 * scale: a product's own objects, a typed array per block and a Map of them, cost ~1.5 KB a product
 * and 2+ GB at a million; these pools ~0.7 KB). A product has a slot; its row of units before each
 * block (-1 until computed) and its KEPT_BLOCKS blocks of daily prefix sums (the block's number, -1
 * when free, replaced oldest first) sit at the slot's offsets. A freed slot is taken again.
 */
class SumPools {
  private readonly slots = new Map<number, number>();
  private readonly free: number[] = [];
  private used = 0;
  private readonly endDays: Int32Array[] = [];
  private readonly before: Int32Array[] = [];
  private readonly blockIds: Int32Array[] = [];
  private readonly prefixes: Int32Array[] = [];
  /** The kept block to replace next, per slot (the oldest one). */
  private readonly next: Uint8Array[] = [];

  get size(): number {
    return this.slots.size;
  }

  /** The product's slot, taken (its sums empty) the first time. */
  slotFor(n: number, endDay: number, blocks: number): number {
    let slot = this.slots.get(n);
    if (slot !== undefined) return slot;
    if (blocks + 1 > BEFORE_STRIDE) throw new Error(`a product's life of ${blocks} blocks is longer than the ledger holds`);
    slot = this.free.pop() ?? this.used++;
    const c = slot >>> 16;
    if (c === this.endDays.length) {
      this.endDays.push(new Int32Array(CHUNK));
      this.before.push(new Int32Array(CHUNK * BEFORE_STRIDE));
      this.blockIds.push(new Int32Array(CHUNK * KEPT_BLOCKS));
      this.prefixes.push(new Int32Array(CHUNK * KEPT_BLOCKS * BLOCK));
      this.next.push(new Uint8Array(CHUNK));
    }
    const i = slot & (CHUNK - 1);
    (this.endDays[c] as Int32Array)[i] = endDay;
    const before = this.before[c] as Int32Array;
    before.fill(-1, i * BEFORE_STRIDE, (i + 1) * BEFORE_STRIDE);
    before[i * BEFORE_STRIDE] = 0;
    (this.blockIds[c] as Int32Array).fill(-1, i * KEPT_BLOCKS, (i + 1) * KEPT_BLOCKS);
    (this.next[c] as Uint8Array)[i] = 0;
    this.slots.set(n, slot);
    return slot;
  }

  /** Units before block `b` of the slot's product, or -1 until computed. */
  beforeOf(slot: number, b: number): number {
    return (this.before[slot >>> 16] as Int32Array)[(slot & (CHUNK - 1)) * BEFORE_STRIDE + b] as number;
  }

  setBefore(slot: number, b: number, units: number): void {
    (this.before[slot >>> 16] as Int32Array)[(slot & (CHUNK - 1)) * BEFORE_STRIDE + b] = units;
  }

  /** The offset of the kept block's prefix sums in its chunk's pool, or -1 when not kept. */
  keptBlock(slot: number, block: number): number {
    const c = slot >>> 16;
    const i = slot & (CHUNK - 1);
    const ids = this.blockIds[c] as Int32Array;
    for (let k = 0; k < KEPT_BLOCKS; k++) if (ids[i * KEPT_BLOCKS + k] === block) return (i * KEPT_BLOCKS + k) * BLOCK;
    return -1;
  }

  /** A place for the block's prefix sums (the slot's oldest kept block gives its place). */
  keepBlock(slot: number, block: number): number {
    const c = slot >>> 16;
    const i = slot & (CHUNK - 1);
    const next = this.next[c] as Uint8Array;
    const k = next[i] as number;
    next[i] = (k + 1) % KEPT_BLOCKS;
    (this.blockIds[c] as Int32Array)[i * KEPT_BLOCKS + k] = block;
    return (i * KEPT_BLOCKS + k) * BLOCK;
  }

  prefixPool(slot: number): Int32Array {
    return this.prefixes[slot >>> 16] as Int32Array;
  }

  /** Blocks of prefix sums the slot keeps. */
  keptCount(slot: number): number {
    const c = slot >>> 16;
    const i = slot & (CHUNK - 1);
    const ids = this.blockIds[c] as Int32Array;
    let kept = 0;
    for (let k = 0; k < KEPT_BLOCKS; k++) if ((ids[i * KEPT_BLOCKS + k] as number) >= 0) kept++;
    return kept;
  }

  allSlots(): IterableIterator<number> {
    return this.slots.values();
  }

  /** Frees the slots of products delisted before `dayNo`. */
  forgetBefore(dayNo: number): void {
    for (const [n, slot] of this.slots) {
      if (((this.endDays[slot >>> 16] as Int32Array)[slot & (CHUNK - 1)] as number) < dayNo) {
        this.slots.delete(n);
        this.free.push(slot);
      }
    }
  }
}

export class SalesLedger {
  private readonly sums = new SumPools();
  private readonly multipliers = new Map<number, Float64Array>();
  private readonly campaigns = new Map<number, number>();
  private readonly aliveShare: Record<SiteCode, number>;

  constructor(
    readonly universe: Universe,
    private readonly multiplierOf: (site: SiteCode, typeId: number, day: string) => number,
    private readonly campaignOf: (day: string) => number,
    private readonly discountOf: (p: SimProduct, dayNo: number, campaign: number) => number,
  ) {
    const total = SITE_CODES.reduce((n, s) => n + SITE_PROFILES[s].weight, 0);
    this.aliveShare = Object.fromEntries(SITE_CODES.map((s) => [s, (universe.scale.products * SITE_PROFILES[s].weight) / total])) as Record<SiteCode, number>;
  }

  private multiplier(p: SimProduct, dayNo: number): number {
    // One array of days per site and category (a product's life spans years of them).
    const key = SITE_CODES.indexOf(p.site) * 1_000_000 + p.typeId;
    let days = this.multipliers.get(key);
    if (!days) this.multipliers.set(key, (days = new Float64Array(MULTIPLIER_DAYS).fill(Number.NaN)));
    const i = dayNo - MULTIPLIER_FROM;
    if (i < 0 || i >= MULTIPLIER_DAYS) return this.multiplierOf(p.site, p.typeId, dayString(dayNo));
    let m = days[i] as number;
    if (Number.isNaN(m)) days[i] = m = this.multiplierOf(p.site, p.typeId, dayString(dayNo));
    return m;
  }

  private campaign(dayNo: number): number {
    let c = this.campaigns.get(dayNo);
    if (c === undefined) this.campaigns.set(dayNo, (c = this.campaignOf(dayString(dayNo))));
    return c;
  }

  /** The days a product is off the marketplace (delisted, then listed again), or undefined. */
  delisted(p: SimProduct): [number, number] | undefined {
    const seed = this.universe.seed;
    if (unit(hash32(seed, STREAM.observe, p.n, 1)) >= DELISTED_SHARE) return undefined;
    const span = Math.max(1, p.endDay - p.listDay - 60);
    const from = p.listDay + 30 + (hash32(seed, STREAM.observe, p.n, 2) % span);
    return [from, from + 3 + (hash32(seed, STREAM.observe, p.n, 3) % 12)];
  }

  onSale(p: SimProduct, dayNo: number): boolean {
    if (dayNo < p.listDay || dayNo >= p.endDay) return false;
    const gap = this.delisted(p);
    return !gap || dayNo < gap[0] || dayNo >= gap[1];
  }

  /** Whether the crawler's pass missed the product that day. */
  missed(p: SimProduct, dayNo: number): boolean {
    return unit(hash32(this.universe.seed, STREAM.observe, p.n, dayNo, 4)) < MISSED_SHARE;
  }

  /** The product's flash-sale, campaign or banner slot of the day, if it has one. */
  slotOf(p: SimProduct, dayNo: number): DaySlot | undefined {
    if (p.popularity < MEDIAN_POPULARITY) return undefined;
    const campaign = this.campaign(dayNo);
    const slots = (2 + SITE_PROFILES[p.site].weight / 2) * (campaign > 1.5 ? 3 : 1);
    const chance = Math.min(0.5, (2 * slots) / Math.max(1, this.aliveShare[p.site]));
    const seed = this.universe.seed;
    if (unit(hash32(seed, STREAM.slot, p.n, dayNo)) >= chance) return undefined;
    const roll = unit(hash32(seed, STREAM.slot, p.n, dayNo, 1));
    const kind: SlotKind = campaign > 1.5 && roll < 0.4 ? 'campaign' : roll < 0.75 ? 'flash-sale' : 'banner';
    return { kind, share: 0.55 + unit(hash32(seed, STREAM.slot, p.n, dayNo, 2)) * 0.3 };
  }

  /** The true units of a product on a day: the day's demand drawn, plus its slot's. */
  units(p: SimProduct, dayNo: number): { units: number; slotUnits: number; discount: number } {
    if (!this.onSale(p, dayNo)) return { units: 0, slotUnits: 0, discount: 0 };
    const campaign = this.campaign(dayNo);
    const discount = this.discountOf(p, dayNo, campaign);
    const draw = uniforms(hash32(this.universe.seed, STREAM.productDay, p.n, dayNo));
    const demand = Universe.baseDemand(p, dayNo) * this.multiplier(p, dayNo) * (1 + 2.5 * discount);
    let units = poisson(draw, demand);
    const slot = this.slotOf(p, dayNo);
    let slotUnits = 0;
    if (slot) {
      slotUnits = poisson(draw, 3 + demand * (slot.kind === 'flash-sale' ? 2 : 0.8));
      units += slotUnits;
    }
    return { units, slotUnits, discount };
  }

  private sumSlot(p: SimProduct): number {
    return this.sums.slotFor(p.n, p.endDay, Math.ceil((p.endDay - p.listDay) / BLOCK) + 1);
  }

  /** The block's prefix sums (their offset in `pool`): only the blocks a pass reads are kept. */
  private prefix(p: SimProduct, slot: number, block: number): number {
    let at = this.sums.keptBlock(slot, block);
    if (at < 0) {
      // A day's pass spans its last restock (up to 46 days before) to the next day, 3 blocks at
      // most, and one more for the day after or before it.
      at = this.sums.keepBlock(slot, block);
      const pool = this.sums.prefixPool(slot);
      let run = 0;
      for (let i = 0; i < BLOCK; i++) pool[at + i] = run += this.units(p, p.listDay + block * BLOCK + i).units;
    }
    return at;
  }

  /** Units sold from the listing through the end of `dayNo`. */
  soldThrough(p: SimProduct, dayNo: number): number {
    const last = Math.min(dayNo, p.endDay - 1);
    if (last < p.listDay) return 0;
    const slot = this.sumSlot(p);
    const pool = this.sums.prefixPool(slot);
    const offset = last - p.listDay;
    const block = Math.floor(offset / BLOCK);
    for (let b = 1; b <= block; b++) {
      if (this.sums.beforeOf(slot, b) < 0) this.sums.setBefore(slot, b, this.sums.beforeOf(slot, b - 1) + (pool[this.prefix(p, slot, b - 1) + BLOCK - 1] as number));
    }
    return this.sums.beforeOf(slot, block) + (pool[this.prefix(p, slot, block) + (offset % BLOCK)] as number);
  }

  /** Units sold through `hours` into `dayNo` (the intraday curve spreads the day's units). */
  soldBy(p: SimProduct, dayNo: number, hours: number): number {
    // The day's units from the kept sums (drawn once per block, not again per question).
    const before = this.soldThrough(p, dayNo - 1);
    return before + Math.floor((this.soldThrough(p, dayNo) - before) * soldShareBy(hours));
  }

  /** The stock left at `hours` into `dayNo`: the last restock's quantity less the units sold since it. */
  stockBy(p: SimProduct, dayNo: number, hours: number, sold = this.soldBy(p, dayNo, hours)): number {
    const restockDay = p.listDay + Math.floor((dayNo - p.listDay) / p.restockDays) * p.restockDays;
    const capacity = Math.max(20, Math.round(Universe.baseDemand(p, restockDay) * 1.2 * p.restockDays * 1.4));
    return capacity - (sold - this.soldThrough(p, restockDay - 1));
  }

  /**
   * The hours into the next day at which the crawler's pass for `dayNo` sees the product: a site's
   * pass starts between midnight and 06:00 and takes up to 8 hours to go round its products.
   */
  observedHours(p: SimProduct, dayNo: number): number {
    const seed = this.universe.seed;
    const pass = 6 * unit(hash32(seed, STREAM.observe, SITE_CODES.indexOf(p.site), dayNo, 5));
    return pass + 8 * unit(hash32(seed, STREAM.observe, p.n, dayNo, 6));
  }

  /** What the crawler's pass after `dayNo` shows of the product. */
  observe(p: SimProduct, dayNo: number): Observation {
    const rule = OBSERVATION_RULES[p.site];
    const hours = this.observedHours(p, dayNo);
    const sold = this.soldBy(p, dayNo + 1, hours);
    const stock = Math.max(0, this.stockBy(p, dayNo + 1, hours, sold));
    const reviewRate = 0.08 + 0.2 * unit(hash32(this.universe.seed, STREAM.observe, p.n, 7));
    const ratingCount = Math.floor(reviewRate * this.soldThrough(p, dayNo - REVIEW_LAG_DAYS));
    const minutes = Math.floor(hours * 60);
    return {
      soldShown: showCounter(rule.sold, sold),
      monthlyShown: rule.monthly ? showCounter(rule.sold, sold - this.soldThrough(p, dayNo - 30)) : null,
      stockShown: Math.min(rule.stockCap, stock),
      ratingCount,
      comments: Math.floor(ratingCount * 0.4),
      observedAt: new Date(marketInstant(dayString(dayNo + 1), Math.floor(minutes / 60), minutes % 60)).toISOString(),
    };
  }

  /** The most blocks of daily sums any product keeps (bounded by KEPT_BLOCKS), and the products kept. */
  keptBlocks(): { products: number; most: number } {
    let most = 0;
    for (const slot of this.sums.allSlots()) most = Math.max(most, this.sums.keptCount(slot));
    return { products: this.sums.size, most };
  }

  /** Forgets products delisted before `dayNo`. */
  forgetBefore(dayNo: number): void {
    this.sums.forgetBefore(dayNo);
  }
}
