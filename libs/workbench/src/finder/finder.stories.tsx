import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RankingTable } from '../ranking/ranking-table';
import { productRows } from '../testing/fixtures';
import { keywordRows } from '../testing/keyword-fixtures';
import { KEYWORD_FINDER_COLUMN_SET, KEYWORD_FINDER_COLUMNS, PRODUCT_FINDER_COLUMN_SET, PRODUCT_FINDER_COLUMNS } from './finder-columns';
import { KEYWORD_FINDER_FIELDS, PRODUCT_FINDER_FIELDS } from './finder-draft';
import { FinderPanel } from './finder-panel';
import { FinderPresets, PRODUCT_FINDER_PRESETS } from './finder-presets';

const meta = {
  title: 'Workbench/Finder',
  component: FinderPanel,
  args: {
    query: { order: 'hot', site: 'TH', period: 30, filters: { growth: { min: 50 }, age: { max: 90 } }, dir: 'desc', page: 1, size: 50 },
    fields: PRODUCT_FINDER_FIELDS,
    currency: 'THB',
    onApply: fn(),
  },
} satisfies Meta<typeof FinderPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ProductPanel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shops = canvas.getByLabelText('Shops in its category to');
    await userEvent.type(shops, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(shops).toHaveAccessibleDescription('Enter a whole number.');
    await expect(shops).toHaveValue('2.5');
  },
};

export const KeywordPanel: Story = {
  args: { query: { order: 'hot', entity: 'keyword', period: 7, filters: {}, dir: 'desc', page: 1, size: 50 }, fields: KEYWORD_FINDER_FIELDS, currency: 'USD' },
};

export const Presets: Story = {
  render: () => <FinderPresets presets={PRODUCT_FINDER_PRESETS} hrefOf={(p) => `#${p.query}`} activeId="rising-young" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(PRODUCT_FINDER_PRESETS.length);
  },
};

export const ProductTable: Story = {
  render: () => (
    <RankingTable
      rows={productRows(8, { site: 'TH' }).map((row, i) => ({ ...row, priceChange30: i % 3 === 0 ? null : i * 2.5 - 6, reviewsPerUnit: i === 1 ? null : i * 0.07, categoryShops: 10 + i, ageDays: 20 * i }))}
      columns={PRODUCT_FINDER_COLUMNS}
      columnSet={PRODUCT_FINDER_COLUMN_SET}
      money="site"
      itemHref={(r) => `#product-${r.id}`}
      caption="Big-data product selection"
    />
  ),
};

export const KeywordTable: Story = {
  render: () => <RankingTable rows={keywordRows(8)} columns={KEYWORD_FINDER_COLUMNS} columnSet={KEYWORD_FINDER_COLUMN_SET} money="site" itemHref={(r) => `#word-${r.id}`} caption="Keyword selection" />,
};
