import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DashboardLink, DashboardTable, ShareBar } from './dashboard-table';

describe('DashboardTable', () => {
  it('names the table by its caption, heads its columns, marks it and renders its rows; a name links through the page, or plainly without an address', () => {
    renderWithI18n(
      <DashboardTable
        caption="Sessions by site"
        data={{ 'data-live-list': 'sites' }}
        head={
          <>
            <th scope="col">Site</th>
            <th scope="col">Share</th>
          </>
        }
      >
        <tr>
          <th scope="row">
            <DashboardLink href="/th" renderLink={(href, children) => <a href={`/app${href}`}>{children}</a>}>
              Thailand
            </DashboardLink>
          </th>
          <td>
            <ShareBar share={62.34} locale="en" />
          </td>
        </tr>
        <tr>
          <th scope="row">
            <DashboardLink href={undefined}>Vietnam</DashboardLink>
          </th>
          <td>
            <ShareBar share={140} locale="en" />
          </td>
        </tr>
      </DashboardTable>,
    );
    const table = screen.getByRole('table', { name: 'Sessions by site' });
    expect(table).toHaveAttribute('data-live-list', 'sites');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Site', 'Share']);
    expect(within(table).getByRole('link', { name: 'Thailand' })).toHaveAttribute('href', '/app/th');
    expect(within(table).queryByRole('link', { name: 'Vietnam' })).toBeNull();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('62.3%');
    // The bar is clamped to its box; the figure stays as it is.
    expect(second).toHaveTextContent('140.0%');
    expect((second?.querySelector('[aria-hidden="true"] > span') as HTMLElement).style.width).toBe('100%');
  });

  it('links a name with its own anchor when the page gives no router', () => {
    renderWithI18n(<DashboardLink href="/x">Shop</DashboardLink>);
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/x');
  });
});
