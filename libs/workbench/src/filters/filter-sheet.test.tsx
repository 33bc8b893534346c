import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FilterSheet, type FilterPlace } from './filter-sheet';

/** A page's filters: one field, applied by its form (the sheet's closes the sheet). */
function Filters({ onApply }: { onApply(place: FilterPlace, value: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <FilterSheet open={open} onOpenChange={setOpen} summary="Thailand · All categories · Last 7 days">
      {(place) => (
        <form
          aria-label={`filters in the ${place}`}
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
            onApply(place, new FormData(event.currentTarget).get('site') as string);
          }}
        >
          <label>
            Site
            <input name="site" defaultValue="TH" />
          </label>
          <button type="submit">Apply</button>
        </form>
      )}
    </FilterSheet>
  );
}

describe('FilterSheet', () => {
  it('keeps the page form in the page (shown from 768 px up) and opens the sheet form only on demand', () => {
    renderWithI18n(<Filters onApply={vi.fn()} />);
    const pageForm = screen.getByRole('form', { name: 'filters in the page' });
    expect(pageForm.parentElement).toHaveClass('hidden', 'md:block');
    expect(screen.queryByRole('form', { name: 'filters in the sheet' })).toBeNull();
    // The button and what is chosen now, for a phone (hidden from 768 px up).
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.parentElement).toHaveClass('md:hidden');
    expect(screen.getByText('Thailand · All categories · Last 7 days')).toBeInTheDocument();
  });

  it('opens a full-height sheet at the right with its own form, closes on Apply and gives the focus back', async () => {
    const onApply = vi.fn();
    renderWithI18n(<Filters onApply={onApply} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // Held to the screen's top and height (the dialog's centring classes would put its top at half the screen).
    expect(sheet).toHaveStyle({ top: '0px', right: '0px', height: '100dvh' });
    expect(sheet.style.translate).toBe('none');
    const field = within(sheet).getByRole('textbox', { name: 'Site' });
    await userEvent.clear(field);
    await userEvent.type(field, 'VN');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('sheet', 'VN');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with Escape, applying nothing', async () => {
    const onApply = vi.fn();
    renderWithI18n(<Filters onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });
});
