// The columns of a ranking, chosen by the member (remembered by the page, per member): checkboxes
// in a popover. The fixed columns (rank, product) cannot be hidden; reset gives the default set.
import { useLingui } from '@lingui/react/macro';
import { FIXED_COLUMNS, type ProductColumn } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId } from 'react';
import { COLUMN_NAMES } from '../shared/labels';
import { PopoverPanel, PopoverRoot, PopoverTrigger } from '../shared/popover-panel';

export interface ColumnChooserProps {
  /** Every column, in the table's order (the default set when reset). */
  columns: readonly ProductColumn[];
  value: readonly ProductColumn[];
  onChange(next: ProductColumn[]): void;
}

export function ColumnChooser({ columns, value, onChange }: ColumnChooserProps) {
  const { t, i18n } = useLingui();
  const legend = useId();
  const shown = new Set(value);
  const toggle = (column: ProductColumn, on: boolean) => {
    // Kept in the table's order whatever the order of clicks.
    onChange(columns.filter((c) => (c === column ? on : shown.has(c) || FIXED_COLUMNS.includes(c))));
  };
  const hidden = columns.length - columns.filter((c) => shown.has(c)).length;
  return (
    <PopoverRoot>
      <PopoverTrigger asChild>
        <Button variant="secondary" size="sm">
          {hidden > 0 ? t`Columns (${hidden} hidden)` : t`Columns`}
        </Button>
      </PopoverTrigger>
      <PopoverPanel aria-labelledby={legend}>
        <fieldset>
          <legend id={legend} className="mb-2 font-semibold">
            {t`Columns shown`}
          </legend>
          <ul className="flex flex-col gap-1">
            {columns.map((column) => {
              const fixed = FIXED_COLUMNS.includes(column);
              return (
                <li key={column}>
                  <label className="flex items-center gap-2 py-1">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={fixed || shown.has(column)}
                      disabled={fixed}
                      aria-describedby={fixed ? `${legend}-fixed` : undefined}
                      onChange={(event) => toggle(column, event.target.checked)}
                    />
                    {i18n._(COLUMN_NAMES[column])}
                  </label>
                </li>
              );
            })}
          </ul>
          <p id={`${legend}-fixed`} className="mt-2 text-xs text-ink-muted">
            {t`Rank and product are always shown.`}
          </p>
        </fieldset>
        <Button variant="link" size="sm" className="mt-2" onClick={() => onChange([...columns])}>
          {t`Reset to the default columns`}
        </Button>
      </PopoverPanel>
    </PopoverRoot>
  );
}
