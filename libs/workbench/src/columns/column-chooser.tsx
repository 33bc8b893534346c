// The columns of a ranking, chosen by the member (remembered by the page, per member): checkboxes
// in a popover. The fixed columns (rank, and the product or shop) cannot be hidden; reset gives the
// default set. The names and fixed columns are the entity's column set's (ranking-columns.tsx).
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useId } from 'react';
import { PRODUCT_COLUMN_SET, type RankingColumnSet } from '../ranking/ranking-columns';
import { PopoverPanel, PopoverRoot, PopoverTrigger } from '../shared/popover-panel';

export interface ColumnChooserProps<Col extends string = string> {
  /** Every column, in the table's order (the default set when reset). */
  columns: readonly Col[];
  value: readonly Col[];
  onChange(next: Col[]): void;
  /** The entity's columns (their names, which are fixed); default: products. */
  columnSet?: Pick<RankingColumnSet<never, Col>, 'names' | 'fixed' | 'nameColumn'>;
}

export function ColumnChooser<Col extends string = string>({ columns, value, onChange, columnSet }: ColumnChooserProps<Col>) {
  const { t, i18n } = useLingui();
  const legend = useId();
  const set = columnSet ?? (PRODUCT_COLUMN_SET as unknown as Pick<RankingColumnSet<never, Col>, 'names' | 'fixed' | 'nameColumn'>);
  const shown = new Set(value);
  const toggle = (column: Col, on: boolean) => {
    // Kept in the table's order whatever the order of clicks.
    onChange(columns.filter((c) => (c === column ? on : shown.has(c) || set.fixed.includes(c))));
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
              const fixed = set.fixed.includes(column);
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
                    {i18n._(set.names[column])}
                  </label>
                </li>
              );
            })}
          </ul>
          <p id={`${legend}-fixed`} className="mt-2 text-xs text-ink-muted">
            {set.nameColumn === 'shop' ? t`Rank and shop are always shown.` : t`Rank and product are always shown.`}
          </p>
        </fieldset>
        <Button variant="link" size="sm" className="mt-2" onClick={() => onChange([...columns])}>
          {t`Reset to the default columns`}
        </Button>
      </PopoverPanel>
    </PopoverRoot>
  );
}
