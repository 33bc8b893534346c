import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { SavedView } from '../shared/types';
import { SAVED_VIEWS } from '../testing/fixtures';
import { SavedViews } from './saved-views';

const meta = {
  title: 'Workbench/Saved views',
  component: SavedViews,
  args: {
    views: SAVED_VIEWS,
    max: 10,
    currentQuery: 'site=TH&period=30',
    onSave: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    viewHref: (view) => `/workbench/${view.page}?${view.query}`,
  },
} satisfies Meta<typeof SavedViews>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The list lives on the server; here in the story's state. */
export const Working: Story = {
  render: function Render(args) {
    const [views, setViews] = useState<SavedView[]>(args.views);
    return (
      <SavedViews
        {...args}
        views={views}
        onSave={async (name) => setViews((v) => [...v, { id: v.length + 10, page: 'hot-sales-product', name, query: args.currentQuery, createdAt: '2026-11-26 10:00:00' }])}
        onRename={async (id, name) => setViews((v) => v.map((x) => (x.id === id ? { ...x, name } : x)))}
        onRemove={async (id) => setViews((v) => v.filter((x) => x.id !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Saved views/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name of this view' }), 'Thailand, 30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('link', { name: 'Thailand, 30 days' })).toBeVisible();
  },
};

export const SavingFails: Story = { args: { onSave: fn(async () => Promise.reject(new Error('The server is busy.'))) } };

export const Full: Story = { args: { max: 3 } };

export const Empty: Story = { args: { views: [] } };
