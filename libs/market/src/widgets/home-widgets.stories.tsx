import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiClients, createApiEvents } from '@sealens/api';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MarketApiProvider } from '../api/market-api-context';
import { HomeWidgets } from './home-widgets';
import { homeWidgetsFixture, WIDGETS_DATE } from './home-widgets-fixtures';

// The widgets' own calls (switches, retries) answer from the fixtures, after a short delay so the
// loading state shows; `fail` makes every call fail (spec §8 behaviour of each widget).
function storyClient(fail: boolean) {
  const data = homeWidgetsFixture();
  const answer = (path: string): unknown => {
    if (path.endsWith('/home/brandRanking')) return data.brands.rows?.map((r) => ({ brandName: r.brandName, sales: r.sales, gmv: r.gmv }));
    if (path.endsWith('/home/hotSearchWords') || path.endsWith('/home/promotionKeywords')) return data.hotKeywords.rows;
    if (path.endsWith('/home/industryHotSalesTypes')) return data.industry?.map((r) => ({ ...r, name: `${r.name} (sub-type)`, typeId: r.typeId * 100 + 1 }));
    return [];
  };
  return createApiClients({
    basePath: 'http://storybook.test/api',
    fetch: async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (fail) throw new TypeError('Failed to fetch');
      const body = { code: 200, message: 'ok', payload: answer(new URL(request.url).pathname) };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
    getToken: () => null,
    getAntiRiskToken: () => null,
    events: createApiEvents(),
  }).main;
}

const withApi = (fail: boolean) => (Story: () => ReactNode) => <MarketApiProvider client={storyClient(fail)}>{Story()}</MarketApiProvider>;

const meta = {
  title: 'Market/Home widgets',
  component: HomeWidgets,
  args: { data: homeWidgetsFixture(), date: WIDGETS_DATE, customerServiceHref: 'https://sealens.example/customer-service' },
  decorators: [withApi(false)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomeWidgets>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brands = canvas.getByRole('region', { name: 'Brand ranking, top 10' });
    await userEvent.click(within(brands).getByRole('button', { name: 'By sales value' }));
    await expect(within(brands).getByRole('button', { name: 'By sales value' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(brands).findByText('Lumio')).toBeInTheDocument();
  },
};

export const Phone: Story = { args: { compact: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };

/** Every widget whose first data is missing loads in the browser; here every call fails. */
export const Failed: Story = {
  args: {
    data: {
      ...homeWidgetsFixture(),
      industry: null,
      merchants: null,
      salesMap: { dateType: 1, data: null },
      hotKeywords: { params: { typeId: 99997, dateType: 1 }, rows: null },
    },
  },
  decorators: [withApi(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('alert', {}, { timeout: 3000 })).length).toBeGreaterThanOrEqual(3);
  },
};
