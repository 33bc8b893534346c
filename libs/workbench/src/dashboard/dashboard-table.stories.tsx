import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardCell, dashboardHead, DashboardLink, DashboardTable, ShareBar } from './dashboard-table';

const SITES = [
  { site: 'TH', name: 'Thailand', share: 62.3 },
  { site: 'VN', name: 'Vietnam', share: 37.7 },
];

const meta = {
  title: 'Workbench/Dashboard table',
  component: DashboardTable,
  args: {
    caption: 'Sales value by site',
    head: (
      <>
        <th scope="col" className={`${dashboardHead} text-left`}>
          Site
        </th>
        <th scope="col" className={`${dashboardHead} text-right`}>
          Share of sales value
        </th>
      </>
    ),
    children: SITES.map((s) => (
      <tr key={s.site}>
        <th scope="row" className={`${dashboardCell} text-left font-normal`}>
          <DashboardLink href={`#site-${s.site}`}>{s.name}</DashboardLink>
        </th>
        <td className={dashboardCell}>
          <ShareBar share={s.share} locale="en" />
        </td>
      </tr>
    )),
  },
} satisfies Meta<typeof DashboardTable>;
export default meta;

export const SharesBySite: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sales value by site' });
    await expect(within(table).getByRole('link', { name: 'Thailand' })).toHaveAttribute('href', '#site-TH');
    await expect(within(table).getByText('62.3%')).toBeInTheDocument();
  },
};
