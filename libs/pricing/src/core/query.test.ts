import { DEFAULT_PRICING_FORM, formFromQuery, formToQuery, PRICING_LIMITS, validateForm, type PricingForm } from './query';
import { scheduleFixture } from '../testing/schedule-fixture';

const schedule = scheduleFixture('MY', 'MYR', {
  commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 800 }],
  programmes: [{ code: 'freeShipping', rateBp: 600, capMinor: null }],
});
const form = (parts: Partial<PricingForm>): PricingForm => ({ ...DEFAULT_PRICING_FORM, cost: '20', weightGrams: '400', ...parts });

describe('the calculator query', () => {
  it('round-trips every input through the URL, defaults left out', () => {
    const typed = form({ site: 'ID', sellerType: 'mall', mode: 'price', price: '100000', lengthCm: '30', widthCm: '20', heightCm: '10', programmes: ['freeShipping'], day: '2026-06-30' });
    const query = formToQuery(typed);
    expect(query).toBe('site=ID&seller=mall&mode=price&cost=20&w=400&l=30&wd=20&h=10&price=100000&prog=freeShipping&day=2026-06-30');
    expect(formFromQuery(new URLSearchParams(query))).toEqual(typed);
    expect(formToQuery(DEFAULT_PRICING_FORM)).toBe('site=MY');
  });

  it('keeps a wrong entry as typed (shown with its message), ignores unknown choices', () => {
    const f = formFromQuery(new URLSearchParams('site=XX&seller=boss&mode=x&cost=abc&prog=free-shipping,coinsCashback&day=soon'));
    expect(f).toMatchObject({ site: 'MY', sellerType: 'crossBorder', mode: 'margin', cost: 'abc', programmes: ['coinsCashback'], day: '' });
    expect(formFromQuery(new URLSearchParams(`cost=${'9'.repeat(100)}`)).cost).toHaveLength(24);
  });
});

describe('validateForm', () => {
  it('answers exact inputs for a good form', () => {
    const r = validateForm(form({ firstMile: '12.5', discount: '5', programmes: ['freeShipping', 'unknown'] }), schedule);
    expect(r).toMatchObject({ ok: true, mode: 'margin', target: { kind: 'margin', marginBp: 2000 } });
    if (r.ok) expect(r.inputs).toMatchObject({ costFen: 2000n, weightGrams: 400, firstMileFenPerKg: 1250n, discountBp: 500, programmes: ['freeShipping'] });
  });

  it('one error per field: required, number, whole, positive, limits, incomplete size', () => {
    const r = validateForm(
      form({ cost: '', weightGrams: '1.5', lengthCm: '10', firstMile: 'x', discount: String(PRICING_LIMITS.sharePercentMax + 1), targetMargin: '100', categoryId: '5' }),
      schedule,
    );
    expect(r).toEqual({
      ok: false,
      errors: { categoryId: 'required', cost: 'required', weightGrams: 'whole', widthCm: 'sizeIncomplete', heightCm: 'sizeIncomplete', firstMile: 'number', discount: 'percent', targetMargin: 'percent' },
    });
    expect(validateForm(form({ weightGrams: String(PRICING_LIMITS.weightGrams + 1) }), schedule)).toMatchObject({ errors: { weightGrams: 'tooMany' } });
    expect(validateForm(form({ weightGrams: String(PRICING_LIMITS.weightGrams) }), schedule).ok).toBe(true);
    expect(validateForm(form({ mode: 'price', price: '39.999' }), schedule)).toMatchObject({ errors: { price: 'number' } });
    expect(validateForm(form({ mode: 'price', price: '0' }), schedule)).toMatchObject({ errors: { price: 'positive' } });
    expect(validateForm(form({ mode: 'profit', targetProfit: '' }), schedule)).toMatchObject({ errors: { targetProfit: 'required' } });
    expect(validateForm(form({ sellerType: 'local' }), schedule)).toMatchObject({ errors: { categoryId: 'notOffered' } });
  });
});

describe('the core folder', () => {
  it('imports no React (it is shared with anything that calculates)', () => {
    // Every source file of this folder, as text (Vite's glob import, so the test runs anywhere).
    const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources)).toContain('./calculate.ts');
    for (const [file, text] of Object.entries(sources)) {
      expect(text, file).not.toMatch(/from '(react|react-dom|react-router|@lingui\/react)/);
    }
  });
});
