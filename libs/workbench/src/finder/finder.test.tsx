import { parseRankingQuery, RANKING_ENTITY_RULES, type RankingQuery } from '@sealens/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import { productRows } from '../testing/fixtures';
import { keywordRows } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { KEYWORD_FINDER_COLUMN_SET, KEYWORD_FINDER_COLUMNS, PRODUCT_FINDER_COLUMN_SET, PRODUCT_FINDER_COLUMNS } from './finder-columns';
import { finderDraftOf, KEYWORD_FINDER_FIELDS, PRODUCT_FINDER_FIELDS, readFinderDraft } from './finder-draft';
import { FinderPanel } from './finder-panel';
import { FinderPresets, PRODUCT_FINDER_PRESETS, presetQuery } from './finder-presets';

const BASE: RankingQuery = { order: 'hot', site: 'TH', categoryId: 100101, period: 30, filters: {}, dir: 'desc', page: 3, size: 50 };

describe('readFinderDraft', () => {
  it('reads every range of the product finder into the query, page 1', () => {
    const draft = { ...finderDraftOf(BASE, PRODUCT_FINDER_FIELDS), 'growth.min': '50', 'priceChange.min': '-5.5', 'priceChange.max': '10', 'reviewsPerUnit.max': '0.2', 'categoryShops.max': '30', 'age.max': ' 90 ', ratingMin: '4.5', shopType: 'mall' };
    const { query, issues } = readFinderDraft(draft, PRODUCT_FINDER_FIELDS, BASE);
    expect(issues).toEqual({});
    expect(query).toEqual({ ...BASE, page: 1, filters: { growth: { min: 50 }, priceChange: { min: -5.5, max: 10 }, reviewsPerUnit: { max: 0.2 }, categoryShops: { max: 30 }, age: { max: 90 }, ratingMin: 4.5, shopType: 'mall' } });
  });

  it("refuses what the contract refuses, field by field, and applies nothing", () => {
    const draft = { ...finderDraftOf(BASE, PRODUCT_FINDER_FIELDS), 'age.max': '1.5', 'priceChange.min': '-101', 'categoryShops.min': 'ten', 'growth.min': '20', 'growth.max': '10', ratingMin: '6', listedFrom: '2026-13-01' };
    const { query, issues } = readFinderDraft(draft, PRODUCT_FINDER_FIELDS, BASE);
    expect(query).toBeUndefined();
    expect(issues).toEqual({
      'age.max': { kind: 'whole' },
      'priceChange.min': { kind: 'atLeast', min: -100 },
      'categoryShops.min': { kind: 'number' },
      'growth.max': { kind: 'order' },
      ratingMin: { kind: 'between', min: 0, max: 5 },
      listedFrom: { kind: 'day' },
    });
  });

  it('offers each entity only filters its ranking takes', () => {
    for (const [entity, fields] of [['product', PRODUCT_FINDER_FIELDS], ['keyword', KEYWORD_FINDER_FIELDS]] as const) {
      for (const field of fields) expect(RANKING_ENTITY_RULES[entity].filters).toContain(field.key);
    }
  });
});

describe('FinderPanel', () => {
  it('says why a value cannot be applied beside its field, keeps what was typed, and applies once every field passes', async () => {
    const onApply = vi.fn();
    renderWithI18n(<FinderPanel query={BASE} fields={PRODUCT_FINDER_FIELDS} currency="THB" onApply={onApply} />);
    const user = userEvent.setup();
    const ageTo = screen.getByLabelText('Days since listed to');
    await user.type(ageTo, '-3');
    await user.type(screen.getByLabelText('Price from (THB)'), '120');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(ageTo).toHaveAttribute('aria-invalid', 'true');
    expect(ageTo).toHaveAccessibleDescription('Enter 0 or more.');
    expect(ageTo).toHaveValue('-3');
    expect(screen.getByLabelText('Price from (THB)')).toHaveValue('120');
    expect(screen.getByRole('alert')).toHaveTextContent('Some filters need a change before they can be applied.');
    await user.clear(ageTo);
    await user.type(ageTo, '60');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...BASE, page: 1, filters: { age: { max: 60 }, price: { min: 120 } } });
  });

  it('offers the search-word ranges with the money in the currency given', () => {
    renderWithI18n(<FinderPanel query={{ ...BASE, entity: 'keyword' }} fields={KEYWORD_FINDER_FIELDS} currency="USD" onApply={() => undefined} />);
    expect(screen.getAllByRole('textbox').map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual([
      'Search index from',
      'Search index to',
      'Growth (%) from',
      'Growth (%) to',
      'Product base from',
      'Product base to',
      'Recommended bid from (USD)',
      'Recommended bid to (USD)',
    ]);
  });
});

describe('presets', () => {
  it('are views of the contract: each parses whole, over the scope the member is in', () => {
    expect(PRODUCT_FINDER_PRESETS.length).toBeGreaterThanOrEqual(4);
    for (const preset of PRODUCT_FINDER_PRESETS) {
      expect(parseRankingQuery(new URLSearchParams(preset.query)).issues).toEqual([]);
      const view = presetQuery(preset, { ...BASE, filters: { units: { min: 1 } } });
      expect(view.page).toBe(1);
      expect(view.categoryId).toBe(BASE.categoryId);
      expect(view.period).toBe(30);
      expect(view.filters).toEqual(parseRankingQuery(new URLSearchParams(preset.query)).query.filters);
      // Money in US dollars is the same for every site: a money preset opens all sites.
      expect(view.site).toBe(/(^|&)(price|gmv)M/.test(preset.query) ? undefined : 'TH');
    }
  });

  it('are links, the current one marked', () => {
    renderWithI18n(<FinderPresets presets={PRODUCT_FINDER_PRESETS} hrefOf={(p) => `?${p.query}`} activeId="rising-young" />);
    const nav = screen.getByRole('navigation', { name: 'Start from a preset' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(PRODUCT_FINDER_PRESETS.length);
    expect(nth(links, 0)).toHaveAttribute('href', '?growthMin=50&ageMax=90');
    expect(nth(links, 0)).toHaveAttribute('aria-current', 'page');
    expect(nth(links, 1)).not.toHaveAttribute('aria-current');
  });
});

describe('finder column sets', () => {
  it("shows the product finder's figures whole, with two decimals, and says why one is missing", () => {
    const row = { ...nth(productRows(1, { site: 'TH' }), 0), priceChange30: -12.5, reviewsPerUnit: 0.125, categoryShops: 27, ageDays: 41 };
    const bare = { ...nth(productRows(2, { site: 'TH' }), 1), priceChange30: null, reviewsPerUnit: null, categoryShops: 3, ageDays: 400 };
    renderWithI18n(<RankingTable rows={[row, bare]} columns={PRODUCT_FINDER_COLUMNS} columnSet={PRODUCT_FINDER_COLUMN_SET} money="site" itemHref={(r) => `/p/${r.id}`} caption="Finder" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cellsOf = (i: number) => within(nth(screen.getAllByRole('row'), i)).getAllByRole('gridcell');
    const cell = (i: number, name: string) => nth(cellsOf(i), headers.findIndex((h) => h?.startsWith(name)));
    expect(cell(1, 'Price change, 30 days')).toHaveTextContent('-12.50%');
    expect(cell(1, 'Reviews per unit sold')).toHaveTextContent('0.13');
    expect(cell(1, 'Shops in its category')).toHaveTextContent('27');
    expect(cell(1, 'Days since listed')).toHaveTextContent('41');
    expect(cell(2, 'Price change, 30 days')).toHaveTextContent('No price 30 days ago');
    expect(cell(2, 'Reviews per unit sold')).toHaveTextContent('Nothing sold in 30 days');
  });

  it('puts the blue-ocean inputs beside the search-word figures', () => {
    renderWithI18n(<RankingTable rows={keywordRows(2)} columns={KEYWORD_FINDER_COLUMNS} columnSet={KEYWORD_FINDER_COLUMN_SET} money="site" itemHref={(r) => `/k/${r.id}`} caption="Words" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    for (const name of ['Search index', 'Growth', 'Product base', 'Recommended bid', 'Search index growth, 30 days', 'Product base growth, 30 days', 'Units per shop', 'Blue-ocean index'])
      expect(headers.some((h) => h.startsWith(name))).toBe(true);
  });
});
