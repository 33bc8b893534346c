import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { loadMessages } from '@sealens/i18n';
import { render, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { MethodArticle, type AccuracyTable } from './method-article';
import { registerMethodCatalog } from './method-messages';

// The file `npm run bench:accuracy` writes: the article must show its figures, not figures of its own.
const benchTable = (): AccuracyTable =>
  JSON.parse(readFileSync(resolve(__dirname, '../../../../../apps/api-server/src/market/estimate/accuracy-table.json'), 'utf8')) as AccuracyTable;

// One decimal, rounded half away from zero as Intl does (0.0455 is 4.6%).
const pct = (v: number) => new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

// A loaded machine renders a first article slowly.
describe('MethodArticle (issue 33 item 4)', { timeout: 20_000 }, () => {
  it("shows the bench's figures: overall, by sales level and by site (daily and weekly MdAPE, inside the interval, product-days), and the bases' shares", () => {
    const table = benchTable();
    const { container } = renderWithI18n(<MethodArticle table={table} />);
    const rowOf = (key: string) => container.querySelector(`[data-accuracy-row="${key}"]`) as HTMLElement;
    const expectRow = (key: string, f: AccuracyTable['overall']) =>
      expect(cells(rowOf(key))).toEqual([f.headMdape === null ? '–not measured in this group' : pct(f.headMdape), f.tailWeeklyMdape === null ? '–not measured in this group' : pct(f.tailWeeklyMdape), pct(f.inInterval), f.days.toLocaleString('en-US')]);
    expectRow('overall', table.overall);
    for (const [level, f] of Object.entries(table.byLevel)) expectRow(`level-${level}`, f);
    for (const [site, f] of Object.entries(table.bySite)) expectRow(`site-${site}`, f);
    expect(within(rowOf('site-MX')).getByRole('rowheader')).toHaveTextContent('Mexico');
    // TikTok Shop's products close the table: its overall row, its levels and its six sites, the bench's figures.
    const tiktok = table.tiktok;
    if (!tiktok) throw new Error('the bench file has no TikTok table');
    expectRow('tiktok-overall', tiktok.overall);
    for (const [level, f] of Object.entries(tiktok.byLevel)) expectRow(`tiktok-level-${level}`, f);
    for (const [site, f] of Object.entries(tiktok.bySite)) expectRow(`tiktok-site-${site}`, f);
    expect(container.querySelectorAll('[data-accuracy-row^="tiktok-site-"]')).toHaveLength(6);
    expect(within(rowOf('tiktok-overall')).getByRole('rowheader')).toHaveTextContent('TikTok Shop: all products');
    // Both of its figures: once revised (the rows above) and as each day was first published, each with its share inside.
    const first = tiktok.firstPublished;
    if (!first) throw new Error('the bench file has no first published TikTok figures');
    expectRow('tiktok-first-overall', first.overall);
    for (const [level, f] of Object.entries(first.byLevel)) expectRow(`tiktok-first-level-${level}`, f);
    for (const [site, f] of Object.entries(first.bySite)) expectRow(`tiktok-first-site-${site}`, f);
    expect(container.querySelectorAll('[data-accuracy-row^="tiktok-first-site-"]')).toHaveLength(6);
    expect(screen.getByText('TikTok Shop, the short-video marketplace: revised after 3 days')).toBeInTheDocument();
    expect(screen.getByText('TikTok Shop, the short-video marketplace: as first published')).toBeInTheDocument();
    expect(screen.getByTestId('tiktok-revision-note')).toHaveTextContent("The last 3 days' TikTok figures may be revised as later observations arrive.");
    expect(within(rowOf('level-10+')).getByRole('rowheader')).toHaveTextContent('10 or more units a day');
    for (const [basis, share] of Object.entries(table.byBasis))
      expect(within(container.querySelector(`[data-basis-row="${basis}"]`) as HTMLElement).getByRole('cell')).toHaveTextContent(pct(share));
    expect(screen.getByTestId('accuracy-table').querySelector('caption')).toHaveTextContent(
      `Error of the estimates from ${new Date(`${table.from}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
    );
  });

  it("shows the bench's shops', brands' and categories' figures: weekly error, inside the interval, weeks measured", () => {
    const table = benchTable();
    const { aggregates } = table;
    expect(aggregates).toBeDefined();
    const { container, unmount: unmountBench } = renderWithI18n(<MethodArticle table={table} />);
    const rowOf = (key: string) => container.querySelector(`[data-aggregate-row="${key}"]`) as HTMLElement;
    for (const [key, name] of [
      ['shop', 'Shops'],
      ['brand', 'Brands of a site'],
      ['category', 'Categories of a site'],
    ] as const) {
      const f = aggregates?.[key];
      if (!f) throw new Error(`no ${key} figures in the bench's file`);
      expect(within(rowOf(key)).getByRole('rowheader')).toHaveTextContent(name);
      expect(cells(rowOf(key))).toEqual([f.weeklyMdape === null ? '–not measured in this group' : pct(f.weeklyMdape), pct(f.inInterval), f.weeks.toLocaleString('en-US')]);
    }
    unmountBench();
    // Another file, other figures; a file from before aggregates were measured, no such table.
    const changed = { ...table, aggregates: { shop: { weeklyMdape: 0.0421, inInterval: 0.75, weeks: 12_345 }, brand: { weeklyMdape: null, inInterval: 1, weeks: 0 }, category: { weeklyMdape: 0.01, inInterval: 0.999, weeks: 99 } } };
    const { container: other, unmount } = renderWithI18n(<MethodArticle table={changed} />);
    expect(cells(other.querySelector('[data-aggregate-row="shop"]') as HTMLElement)).toEqual(['4.2%', '75.0%', '12,345']);
    unmount();
    const { aggregates: _none, tiktok: _noTiktok, ...older } = table;
    const { container: olderFile } = renderWithI18n(<MethodArticle table={older} />);
    expect(screen.queryByTestId('aggregate-accuracy-table')).toBeNull();
    // A file from before TikTok Shop was measured: no TikTok rows.
    expect(olderFile.querySelector('[data-accuracy-row^="tiktok-"]')).toBeNull();
    // One from before its days were revised: its rows under the marketplace's name alone, no first published ones.
    if (!table.tiktok) throw new Error('the bench file has no TikTok table');
    const { firstPublished: _first, ...unrevised } = table.tiktok;
    const { container: beforeRevision } = renderWithI18n(<MethodArticle table={{ ...table, tiktok: unrevised }} />);
    expect(beforeRevision.querySelector('[data-accuracy-row="tiktok-overall"]')).not.toBeNull();
    expect(beforeRevision.querySelector('[data-accuracy-row^="tiktok-first-"]')).toBeNull();
    expect(screen.getByText('TikTok Shop, the short-video marketplace')).toBeInTheDocument();
  });

  it('changes with the file: another table shows other figures', () => {
    const table = benchTable();
    table.overall.headMdape = 0.1234;
    table.overall.days = 1_234_567;
    (table.bySite['TH'] as AccuracyTable['overall']).inInterval = 0.5;
    table.byBasis['stock'] = 0.4321;
    const { container } = renderWithI18n(<MethodArticle table={table} />);
    expect(cells(container.querySelector('[data-accuracy-row="overall"]') as HTMLElement)).toEqual(expect.arrayContaining(['12.3%', '1,234,567']));
    expect(cells(container.querySelector('[data-accuracy-row="site-TH"]') as HTMLElement)[2]).toBe('50.0%');
    expect(container.querySelector('[data-basis-row="stock"]')).toHaveTextContent('43.2%');
    expect(screen.getByTestId('accuracy-table').querySelector('caption')).toHaveTextContent('over 1,234,567 product-days');
  });

  it('says so when the table could not be loaded, and still explains the method', () => {
    renderWithI18n(<MethodArticle table={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('The measured error could not be loaded just now.');
    expect(screen.getByRole('heading', { name: 'How we estimate units and sales value' })).toBeVisible();
    expect(screen.queryByTestId('accuracy-table')).toBeNull();
  });

  it('reads in Thai with no English word left, its own catalog and the site names loaded', async () => {
    await registerMethodCatalog({ server: true });
    const th = setupI18n({ locale: 'th', messages: { th: await loadMessages('th') } });
    render(
      <I18nProvider i18n={th}>
        <MethodArticle table={benchTable()} />
      </I18nProvider>,
    );
    const text = screen.getByTestId('method-article').textContent ?? '';
    expect(text).toContain('ตัวเลข');
    expect(text).toContain('เม็กซิโก');
    // "1.2k" and "10k+" are how the sites write their counters, not English; TikTok Shop is the marketplace's name.
    expect(text.replace(/\d+(\.\d)?k\+?/g, '').replace(/TikTok Shop/g, '').match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(text).toContain('TikTok Shop: สินค้าทั้งหมด');
  });
});
