import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RankingTable } from '../ranking/ranking-table';
import { REALTIME_ANSWER } from '../testing/realtime-fixtures';
import { REALTIME_COLUMNS, realtimeColumnSet, RealtimeStamp, realtimeTableRows } from './realtime-blocks';

const meta = {
  title: 'Workbench/Real-time',
  component: RealtimeStamp,
  args: { day: REALTIME_ANSWER.day, importedAt: REALTIME_ANSWER.importedAt, source: 'market' },
} satisfies Meta<typeof RealtimeStamp>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Stamp: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(2);
  },
};

export const SubCategoriesWithoutImportRecord: Story = { args: { importedAt: null, source: 'items' } };

const set = realtimeColumnSet((id) => `#product-${id}`);

export const Table: Story = {
  render: () => <RankingTable rows={realtimeTableRows(REALTIME_ANSWER)} columns={REALTIME_COLUMNS} columnSet={set} money="site" itemHref={(r) => `#cat-${r.id}`} caption="Categories, newest day" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(REALTIME_ANSWER.rows.length + 1);
  },
};
