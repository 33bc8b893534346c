// My shop (issue 31) beside the shops the member follows: a followed rival's 7 days carry their interval
// (issue 33, the answer's interval7), said by the row's marks as the member's own shop's and its category's.
import type { WorkbenchComponents } from '@sealens/api';
import { renderWithI18n } from '@sealens/i18n/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { workbenchPage, type MonitorPageConfig } from '../../workbench-pages';
import type { MyShopData } from './monitor-data';
import { MonitorPageView } from './monitor-page';
import { MY_SHOP_PATH } from './monitor-pages';

type Schemas = WorkbenchComponents['schemas'];
const MARK = 'Estimated: how we estimate';

const rival = (id: number, itemId: string, title: string, interval7?: Schemas['EstimateInterval']): Schemas['FollowRow'] => ({
  id,
  entity: 'shop',
  itemId,
  site: 'TH',
  title,
  followedDay: '2026-11-20',
  followedFigures: { units7: 300 },
  createdAt: '2026-11-20T02:00:00.000Z',
  figures: { units7: 320, gmv7: 96_000 },
  change: {},
  ...(interval7 ? { interval7 } : {}),
});

describe('My shop (issue 31)', () => {
  it("shows a followed rival's 7-day interval on hover, and no mark in a rival row without one", async () => {
    const data: MyShopData = {
      view: 'my-shop',
      // The member's shop as the market data holds it (its row: only what the view reads).
      shops: [{ shopId: '501', site: 'TH', name: 'Nok home', row: { currency: 'THB' } as Schemas['ShopRow'], week: undefined, category: { id: 100001 } }],
      rivals: [
        rival(1, '502', 'Rival one', { unitsLow: 280, unitsHigh: 365, gmvLow: 84_000, gmvHigh: 109_500, gmvUsdLow: 2_400, gmvUsdHigh: 3_129 }),
        rival(2, '503', 'Rival two'),
      ],
    };
    const page = workbenchPage(MY_SHOP_PATH) as MonitorPageConfig;
    const router = createMemoryRouter([{ path: '*', element: <MonitorPageView page={page} data={data} /> }], { initialEntries: [`/workbench/${MY_SHOP_PATH}`] });
    renderWithI18n(<RouterProvider router={router} />);
    const first = screen.getByRole('row', { name: /Rival one/ });
    const marks = within(first).getAllByRole('link', { name: MARK });
    // Its units and its sales value.
    expect(marks).toHaveLength(2);
    await act(async () => fireEvent.pointerEnter(marks[0] as HTMLElement));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Estimated: likely between 280 and 365.');
    expect(within(screen.getByRole('row', { name: /Rival two/ })).queryAllByRole('link', { name: MARK })).toHaveLength(0);
  });
});
