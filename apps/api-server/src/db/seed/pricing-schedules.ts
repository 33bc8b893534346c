// The fee schedule of each of the 9 sites (issue 17), effective 2026-01-01. The figures are
// MODELLED on the public Shopee seller-centre page named in each schedule as of its effective date:
// they follow the page's structure (commission by category and seller type, transaction fee,
// service programmes, last-mile shipping by weight band, taxes charged to the seller) with round
// figures, and are not Shopee's official numbers. They are rows in the database: a new schedule is
// a new row with a later effective date, never a deploy.
//
// Units: rates in basis points (100 bp = 1%), amounts in the site currency's minor unit (whole
// rupiah and dong for IDR and VND, hundredths for the others), weights in grams.
import { CATEGORIES, SITE_CURRENCIES, type SiteCode } from '@sealens/domain';
import { sql } from 'drizzle-orm';

import type { Database } from '../database';
import { pricingCommissions, pricingProgrammes, pricingSchedules, pricingShippingBands, pricingTaxes } from '../pricing-schema';
import type { Seeder } from './seed-all';

export const PRICING_EFFECTIVE_FROM = '2026-01-01';

type SellerType = 'crossBorder' | 'local' | 'mall';
const ALL_SELLERS: SellerType[] = ['crossBorder', 'local', 'mall'];
const DOMESTIC: SellerType[] = ['local', 'mall'];

/** Category ids by name (libs/domain CATEGORIES), for the per-category commission rows. */
const CATEGORY = Object.fromEntries(CATEGORIES.map((c) => [c.name, c.id])) as Record<(typeof CATEGORIES)[number]['name'], number>;

export interface ScheduleSeed {
  site: SiteCode;
  sourceTitle: string;
  sourceUrl: string;
  /** Default commission per seller type. */
  commission: Record<SellerType, number>;
  /** Category rates that differ from the default, per seller type (added to the default, in bp). */
  categoryDelta: Partial<Record<(typeof CATEGORIES)[number]['name'], number>>;
  transactionFeeBp: number;
  programmes: { code: string; rateBp: number; capMinor: number | null }[];
  bands: [upToGrams: number, feeMinor: number][];
  extraStepGrams: number;
  extraStepFeeMinor: number;
  volumetricDivisor: number | null;
  taxes: { code: string; rateBp: number; base: 'fees' | 'sale'; sellerTypes: SellerType[] }[];
}

// Electronics carry a lower commission on every site, beauty and clothing a higher one, virtual
// goods the lowest: the shape of the sites' category tables.
const USUAL_DELTAS: ScheduleSeed['categoryDelta'] = {
  'digital electronics': -200,
  'beauty and personal care': 100,
  'clothing and bags': 100,
  'virtual goods': -300,
};

export const PRICING_SCHEDULE_SEEDS: ScheduleSeed[] = [
  {
    site: 'BR',
    sourceTitle: 'Central de Educação do Vendedor Shopee: comissões e taxas',
    sourceUrl: 'https://seller.shopee.com.br/edu/',
    commission: { crossBorder: 1400, local: 1400, mall: 1400 },
    categoryDelta: {},
    transactionFeeBp: 0,
    programmes: [{ code: 'freeShipping', rateBp: 600, capMinor: 10000 }],
    bands: [[100, 590], [500, 1190], [1000, 1890], [2000, 2990]],
    extraStepGrams: 500,
    extraStepFeeMinor: 700,
    volumetricDivisor: 6000,
    taxes: [],
  },
  {
    site: 'ID',
    sourceTitle: 'Pusat Edukasi Penjual Shopee: biaya administrasi dan biaya layanan',
    sourceUrl: 'https://seller.shopee.co.id/edu/',
    commission: { crossBorder: 800, local: 650, mall: 1000 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 200,
    programmes: [
      { code: 'freeShipping', rateBp: 400, capMinor: 40000 },
      { code: 'coinsCashback', rateBp: 450, capMinor: 60000 },
    ],
    bands: [[100, 9000], [500, 16000], [1000, 24000], [2000, 40000]],
    extraStepGrams: 500,
    extraStepFeeMinor: 8000,
    volumetricDivisor: 6000,
    taxes: [
      { code: 'vatOnFees', rateBp: 1100, base: 'fees', sellerTypes: ALL_SELLERS },
      { code: 'incomeTaxWithholding', rateBp: 50, base: 'sale', sellerTypes: DOMESTIC },
    ],
  },
  {
    site: 'MY',
    sourceTitle: 'Shopee Seller Education Hub: fees and charges',
    sourceUrl: 'https://seller.shopee.com.my/edu/',
    commission: { crossBorder: 800, local: 700, mall: 1000 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 300,
    programmes: [
      { code: 'freeShipping', rateBp: 600, capMinor: 1500 },
      { code: 'coinsCashback', rateBp: 300, capMinor: 2000 },
    ],
    bands: [[100, 300], [500, 550], [1000, 850], [2000, 1450]],
    extraStepGrams: 500,
    extraStepFeeMinor: 300,
    volumetricDivisor: 6000,
    taxes: [{ code: 'sstOnFees', rateBp: 800, base: 'fees', sellerTypes: ALL_SELLERS }],
  },
  {
    site: 'MX',
    sourceTitle: 'Centro de Educación para Vendedores Shopee: comisiones y cargos',
    sourceUrl: 'https://seller.shopee.com.mx/edu/',
    commission: { crossBorder: 1200, local: 1000, mall: 1300 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 300,
    programmes: [{ code: 'freeShipping', rateBp: 500, capMinor: 10000 }],
    bands: [[100, 3500], [500, 6500], [1000, 9900], [2000, 15900]],
    extraStepGrams: 500,
    extraStepFeeMinor: 3000,
    volumetricDivisor: 5000,
    taxes: [
      { code: 'vatOnFees', rateBp: 1600, base: 'fees', sellerTypes: ALL_SELLERS },
      { code: 'vatWithholding', rateBp: 800, base: 'sale', sellerTypes: DOMESTIC },
      { code: 'incomeTaxWithholding', rateBp: 100, base: 'sale', sellerTypes: DOMESTIC },
    ],
  },
  {
    site: 'PH',
    sourceTitle: 'Shopee Seller Education Hub: marketplace fees',
    sourceUrl: 'https://seller.shopee.ph/edu/',
    commission: { crossBorder: 800, local: 500, mall: 900 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 224,
    programmes: [
      { code: 'freeShipping', rateBp: 500, capMinor: 5000 },
      { code: 'coinsCashback', rateBp: 300, capMinor: 10000 },
    ],
    bands: [[100, 3500], [500, 7000], [1000, 11000], [2000, 19000]],
    extraStepGrams: 500,
    extraStepFeeMinor: 4000,
    volumetricDivisor: 6000,
    taxes: [
      { code: 'vatOnFees', rateBp: 1200, base: 'fees', sellerTypes: ALL_SELLERS },
      { code: 'incomeTaxWithholding', rateBp: 50, base: 'sale', sellerTypes: DOMESTIC },
    ],
  },
  {
    site: 'SG',
    sourceTitle: 'Shopee Seller Education Hub: fees and charges',
    sourceUrl: 'https://seller.shopee.sg/edu/',
    commission: { crossBorder: 1000, local: 800, mall: 1100 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 300,
    programmes: [
      { code: 'freeShipping', rateBp: 400, capMinor: 800 },
      { code: 'coinsCashback', rateBp: 200, capMinor: null },
    ],
    bands: [[100, 120], [500, 230], [1000, 390], [2000, 690]],
    extraStepGrams: 500,
    extraStepFeeMinor: 150,
    volumetricDivisor: 6000,
    taxes: [{ code: 'gstOnFees', rateBp: 900, base: 'fees', sellerTypes: ALL_SELLERS }],
  },
  {
    site: 'TW',
    sourceTitle: '蝦皮賣家學習中心：成交手續費與金流與系統處理費',
    sourceUrl: 'https://seller.shopee.tw/edu/',
    commission: { crossBorder: 900, local: 600, mall: 1000 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 200,
    programmes: [
      { code: 'freeShipping', rateBp: 600, capMinor: 6000 },
      { code: 'coinsCashback', rateBp: 250, capMinor: null },
    ],
    bands: [[100, 3500], [500, 6000], [1000, 9000], [2000, 15000]],
    extraStepGrams: 500,
    extraStepFeeMinor: 3000,
    // Taiwan's cross-border channel bills actual weight.
    volumetricDivisor: null,
    taxes: [],
  },
  {
    site: 'TH',
    sourceTitle: 'ศูนย์การเรียนรู้ผู้ขาย Shopee: ค่าธรรมเนียมการขาย',
    sourceUrl: 'https://seller.shopee.co.th/edu/',
    commission: { crossBorder: 700, local: 500, mall: 900 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 300,
    programmes: [
      { code: 'freeShipping', rateBp: 500, capMinor: 10000 },
      { code: 'coinsCashback', rateBp: 300, capMinor: null },
    ],
    bands: [[100, 2500], [500, 4500], [1000, 6500], [2000, 11000]],
    extraStepGrams: 500,
    extraStepFeeMinor: 2000,
    volumetricDivisor: 6000,
    taxes: [{ code: 'vatOnFees', rateBp: 700, base: 'fees', sellerTypes: ALL_SELLERS }],
  },
  {
    site: 'VN',
    sourceTitle: 'Học viện Shopee: phí cố định, phí thanh toán và phí dịch vụ',
    sourceUrl: 'https://banhang.shopee.vn/edu/',
    commission: { crossBorder: 900, local: 800, mall: 1000 },
    categoryDelta: USUAL_DELTAS,
    transactionFeeBp: 500,
    programmes: [{ code: 'freeShipping', rateBp: 600, capMinor: 50000 }],
    bands: [[100, 12000], [500, 22000], [1000, 35000], [2000, 60000]],
    extraStepGrams: 500,
    extraStepFeeMinor: 12000,
    volumetricDivisor: 6000,
    taxes: [
      { code: 'vatWithholding', rateBp: 100, base: 'sale', sellerTypes: DOMESTIC },
      { code: 'incomeTaxWithholding', rateBp: 50, base: 'sale', sellerTypes: DOMESTIC },
    ],
  },
];

export function scheduleIdOf(site: SiteCode, effectiveFrom = PRICING_EFFECTIVE_FROM): string {
  return `${site}-${effectiveFrom}`;
}

/** Inserts the schedules that are not there yet (idempotent: start-up and first use both call it). */
export async function seedPricingSchedules(db: Database): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(pricingSchedules);
  if (Number(present?.n ?? 0) > 0) return;
  for (const s of PRICING_SCHEDULE_SEEDS) {
    const id = scheduleIdOf(s.site);
    await db.insert(pricingSchedules).values({
      id,
      site: s.site,
      currency: SITE_CURRENCIES[s.site],
      effectiveFrom: PRICING_EFFECTIVE_FROM,
      sourceTitle: s.sourceTitle,
      sourceUrl: s.sourceUrl,
      transactionFeeBp: s.transactionFeeBp,
      extraStepGrams: s.extraStepGrams,
      extraStepFeeMinor: s.extraStepFeeMinor,
      volumetricDivisor: s.volumetricDivisor,
    }).onConflictDoNothing();
    const commissions = ALL_SELLERS.flatMap((sellerType) => [
      { scheduleId: id, sellerType, categoryId: null, rateBp: s.commission[sellerType] },
      ...Object.entries(s.categoryDelta).map(([name, delta]) => ({
        scheduleId: id,
        sellerType,
        categoryId: CATEGORY[name as keyof typeof CATEGORY],
        rateBp: s.commission[sellerType] + (delta ?? 0),
      })),
    ]);
    await db.insert(pricingCommissions).values(commissions);
    if (s.programmes.length) await db.insert(pricingProgrammes).values(s.programmes.map((p) => ({ scheduleId: id, ...p })));
    await db.insert(pricingShippingBands).values(s.bands.map(([upToGrams, feeMinor]) => ({ scheduleId: id, upToGrams, feeMinor })));
    if (s.taxes.length) await db.insert(pricingTaxes).values(s.taxes.map((t) => ({ scheduleId: id, ...t })));
  }
}

export const pricingSchedulesSeeder: Seeder = { name: 'pricing-schedules', seed: seedPricingSchedules };
