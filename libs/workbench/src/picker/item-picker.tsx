// The explanation page without an id (DESIGN.md §6): one field that takes a marketplace link, an
// id or words of a title, and offers the matches as a combobox's options; each option is a link
// to the item, so Enter, a click or "open in new tab" all open it.
import { useLingui } from '@lingui/react/macro';
import { SITE_NAMES } from '@sealens/i18n';
import { Spinner } from '@sealens/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ProductPicture } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { fieldClass, labelClass } from '../shared/field-classes';
import type { ItemRef } from '../shared/types';

export interface ItemPickerProps {
  onFind(q: string): Promise<ItemRef[]>;
  itemHref(ref: ItemRef): string;
  placeholder?: string;
  /** The field's label (default: "Find a product"). */
  label?: string;
}

/** Typing pauses this long before a search starts (Enter searches at once). */
export const PICKER_DEBOUNCE_MS = 300;
export const PICKER_MIN_CHARS = 2;

type State = { phase: 'idle' } | { phase: 'loading' } | { phase: 'done'; q: string; results: ItemRef[] } | { phase: 'failed' };

export function ItemPicker({ onFind, itemHref, placeholder, label }: ItemPickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [q, setQ] = useState('');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);

  const find = (text: string) => {
    clearTimeout(timer.current);
    const query = text.trim();
    if (query.length < PICKER_MIN_CHARS) {
      seq.current++;
      setState({ phase: 'idle' });
      return;
    }
    const mine = ++seq.current;
    setState({ phase: 'loading' });
    setOpen(true);
    onFind(query).then(
      (results) => {
        if (mine !== seq.current) return;
        setState({ phase: 'done', q: query, results });
        setActive(-1);
      },
      () => {
        if (mine === seq.current) setState({ phase: 'failed' });
      },
    );
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const results = state.phase === 'done' ? state.results : [];
  const expanded = open && results.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0) list.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(optionId(active))} a`)?.click();
      else find(q);
    }
  };

  const emptyQ = state.phase === 'done' ? state.q : '';
  const found = results.length;
  return (
    <div className="relative flex w-full max-w-xl flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label ?? t`Find a product`}
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={q}
          placeholder={placeholder ?? t`A marketplace link, an id or words of the title`}
          className={cx(fieldClass, 'pr-9')}
          onChange={(event) => {
            const text = event.target.value;
            setQ(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => find(text), PICKER_DEBOUNCE_MS);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
        />
        {state.phase === 'loading' && (
          <span className="absolute top-1/2 right-2 -translate-y-1/2">
            <Spinner size="sm" decorative />
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t`Paste the product's link from the marketplace, type its id, or type words of its title.`}
      </p>
      <p role="status" className="text-xs text-ink-muted">
        {state.phase === 'loading'
          ? t`Searching…`
          : state.phase === 'failed'
            ? ''
            : state.phase === 'done'
              ? results.length === 0
                ? t`No product matches “${emptyQ}”.`
                : t`${found} products found.`
              : ''}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="text-xs text-danger-700">
          {t`The search failed. Check the connection and try again.`}
        </p>
      )}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t`Matching products`}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-(--z-popover) mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-md"
      >
        {results.map((ref, i) => (
          <li key={ref.id} id={optionId(i)} role="option" aria-selected={i === active} className={cx('rounded', i === active && 'bg-brand-50')}>
            <a href={itemHref(ref)} tabIndex={-1} className="flex items-center gap-2 px-2 py-1.5 text-sm text-ink hover:bg-surface-muted">
              <ProductPicture src={ref.image} size={32} />
              <span className="min-w-0 flex-1 truncate">{ref.title}</span>
              <span className="text-xs text-ink-muted">{i18n._(SITE_NAMES[ref.site])}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
