import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterSheet } from './filter-sheet';

const SITES = [
  ['TH', 'Thailand'],
  ['VN', 'Vietnam'],
  ['MY', 'Malaysia'],
] as const;

/** A list's filters as a page gives them: in the page a select applies at once, in the sheet Apply does. */
function ListFilters({ onApply }: { onApply(site: string): void }) {
  const [open, setOpen] = useState(false);
  const [site, setSite] = useState('TH');
  const [draft, setDraft] = useState(site);
  const apply = (next: string) => {
    setSite(next);
    setDraft(next);
    onApply(next);
  };
  const name = SITES.find(([code]) => code === site)?.[1] ?? site;
  return (
    <FilterSheet open={open} onOpenChange={setOpen} summary={`${name} · All categories · Last 7 days`}>
      {(place) => (
        <form
          className="flex flex-wrap items-end gap-3 rounded-lg bg-surface p-3 ring-1 ring-border"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
            apply(draft);
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            Site
            <select className="h-9 rounded-md border border-border-strong bg-surface px-2" value={place === 'page' ? site : draft} onChange={(e) => (place === 'page' ? apply(e.target.value) : setDraft(e.target.value))}>
              {SITES.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="h-9 rounded-md bg-brand-700 px-4 text-sm font-medium text-white">
            Apply
          </button>
        </form>
      )}
    </FilterSheet>
  );
}

const meta = {
  title: 'Workbench/Filter sheet',
  component: ListFilters,
  args: { onApply: fn() },
  // A phone's width (414 px): below 768 px the filters are behind their button.
  parameters: { viewport: { defaultViewport: 'mobile2' } },
} satisfies Meta<typeof ListFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below 768 px (a phone, as here) a button and what is chosen; from 768 px up the form stands in the page. */
export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thailand · All categories · Last 7 days')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Site' })).toBeNull();
  },
};

/** A desktop's width: the form in the page, its select applying at once. */
export const InThePage: Story = {
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Site' }), 'MY');
    await expect(args.onApply).toHaveBeenCalledWith('MY');
  },
};

/** The sheet's select changes nothing until Apply; Apply closes the sheet and the summary follows. */
export const SheetApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const sheet = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Site' }), 'VN');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('VN');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('Vietnam · All categories · Last 7 days')).toBeVisible();
  },
};
