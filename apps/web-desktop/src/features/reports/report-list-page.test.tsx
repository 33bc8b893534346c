import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { pageFromSearch, REPORTS_MAX_PAGE, REPORTS_PAGE_SIZE, type ReportPage } from './report-api';
import { pageHref } from './list-pagination';
import { ReportListPage } from './report-list-page';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrap = (ui: ReactElement) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>{ui}</MemoryRouter>
  </I18nProvider>
);

const report = (n: number) => ({ id: `report-${n}`, title: `Demo report ${n}`, summary: 'Demo data', publishTime: '2026-06-27 10:00:00', typeId: 99997, pdfUrl: `/demo/pdf/report-${n}.pdf` });
const pageOf = (page: number, count: number, total: number): ReportPage => ({ page, total, list: Array.from({ length: count }, (_, i) => report((page - 1) * REPORTS_PAGE_SIZE + i + 1)) });

const props = { heading: 'Reports', intro: 'Intro', basePath: '/report', source: 'college' as const };

describe('report lists', () => {
  it('reads the page from the address: 1 unless a whole number from 1 to 1000', () => {
    expect(REPORTS_PAGE_SIZE).toBe(9);
    expect(REPORTS_MAX_PAGE).toBe(1000);
    expect(pageFromSearch('?page=3')).toBe(3);
    for (const bad of ['', '?page=0', '?page=x', '?page=2.5', '?page=-1', '?page=1001']) expect(pageFromSearch(bad), bad).toBe(1);
    expect(pageHref('/report', 1)).toBe('/report');
    expect(pageHref('/report', 2)).toBe('/report?page=2');
  });

  it('renders the loader page on the server: cards linking to /report/{id}, page links', () => {
    const html = renderToString(wrap(<ReportListPage {...props} page={1} first={pageOf(1, 9, 12)} load={vi.fn()} />));
    expect(html).toContain('href="/report/report-1"');
    expect(html).toContain('Demo report 9');
    expect(html).toContain('href="/report?page=2"');
    expect(html).toContain('Home living');
  });

  it('says when a page is empty and leads back to the first', () => {
    render(wrap(<ReportListPage {...props} page={4} first={pageOf(4, 0, 12)} load={vi.fn()} />));
    expect(screen.getByTestId('reports-empty')).toHaveTextContent('There are no reports on this page.');
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/report');
  });

  it('fetches in the browser when the server could not, with an error and a working retry', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(pageOf(1, 2, 2));
    render(wrap(<ReportListPage {...props} page={1} first={null} load={load} />));
    expect(screen.getByTestId('reports-loading')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Demo report 2' })).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('college', 1);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
