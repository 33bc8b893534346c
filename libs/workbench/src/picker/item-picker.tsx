// The explanation page without an id (DESIGN.md §6): one field that takes a marketplace link, an
// id or words of a title, and lists the matches as links (Enter, a click or "open in new tab" all
// open one). Arrow Down from the field walks into the list, Up and Down move through it, Escape
// goes back to the field. Real links, not a listbox's options: a link inside an option is a
// control nested in a control, which screen readers announce badly.
import { useLingui } from '@lingui/react/macro';
import { SITE_NAMES } from '@sealens/i18n';
import { Spinner } from '@sealens/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ProductPicture } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { fieldClass, labelClass } from '../shared/field-classes';
import { focusRing } from '../shared/focus-ring';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration';
import type { ItemRef } from '../shared/types';

export interface ItemPickerProps {
  onFind(q: string): Promise<ItemRef[]>;
  itemHref(ref: ItemRef): string;
  placeholder?: string;
  /** The field's label (default: "Find a product", or "Find a shop" for shops). */
  label?: string;
  /** What the field finds: its label, placeholder and hints name it (default: products). */
  entity?: 'product' | 'shop';
  /** What the field takes and what it found, in the words of the page's entity (default: a product's). */
  texts?: ItemPickerTexts;
}

export interface ItemPickerTexts {
  hint: string;
  noMatch(q: string): string;
  found(count: number): string;
  /** The matches' list's name. */
  list: string;
}

/** Typing pauses this long before a search starts (Enter searches at once). */
export const PICKER_DEBOUNCE_MS = 300;
export const PICKER_MIN_CHARS = 2;

type State = { phase: 'idle' } | { phase: 'loading' } | { phase: 'done'; q: string; results: ItemRef[] } | { phase: 'failed' };

export function ItemPicker({ onFind, itemHref, placeholder, label, texts, entity = 'product' }: ItemPickerProps) {
  const { t, i18n } = useLingui();
  const shops = entity === 'shop';
  const said: ItemPickerTexts = texts ??
    (shops
      ? {
          hint: t`Paste the shop's link from the marketplace, type its id, or type words of its name.`,
          noMatch: (emptyQ) => t`No shop matches “${emptyQ}”.`,
          found: (found) => t`${found} shops found.`,
          list: t`Matching shops`,
        }
      : {
          hint: t`Paste the product's link from the marketplace, type its id, or type words of its title.`,
          noMatch: (emptyQ) => t`No product matches “${emptyQ}”.`,
          found: (found) => t`${found} products found.`,
          list: t`Matching products`,
        });
  const id = useId();
  const listId = `${id}-list`;
  const [q, setQ] = useState('');
  const [state, setState] = useState<State>({ phase: 'idle' });
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
    onFind(query).then(
      (results) => {
        if (mine !== seq.current) return;
        setState({ phase: 'done', q: query, results });
      },
      () => {
        if (mine === seq.current) setState({ phase: 'failed' });
      },
    );
  };

  const field = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Words typed before the page's code ran had no handler to hear them: they are the member's all the same.
  useTypedBeforeHydration(field, '', (early) => {
    setQ(early);
    find(early);
  });

  const results = state.phase === 'done' ? state.results : [];
  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      find(q);
    }
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const here = all.indexOf(event.target as HTMLAnchorElement);
    if (here < 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(here + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (here === 0) field.current?.focus();
      else all[here - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      field.current?.focus();
    }
  };

  const emptyQ = state.phase === 'done' ? state.q : '';
  const found = results.length;
  return (
    <div className="flex w-full max-w-xl flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label ?? (shops ? t`Find a shop` : t`Find a product`)}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={field}
          type="search"
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={q}
          placeholder={placeholder ?? (shops ? t`A marketplace link, an id or words of the shop's name` : t`A marketplace link, an id or words of the title`)}
          className={cx(fieldClass, 'pr-9')}
          onChange={(event) => {
            const text = event.target.value;
            setQ(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => find(text), PICKER_DEBOUNCE_MS);
          }}
          onKeyDown={onFieldKeyDown}
        />
        {state.phase === 'loading' && (
          <span className="absolute top-1/2 right-2 -translate-y-1/2">
            <Spinner size="sm" decorative />
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {said.hint}
      </p>
      <p role="status" className="text-xs text-ink-muted">
        {state.phase === 'loading'
          ? t`Searching…`
          : state.phase === 'failed'
            ? ''
            : state.phase === 'done'
              ? results.length === 0
                ? said.noMatch(emptyQ)
                : said.found(found)
              : ''}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="text-xs text-danger-700">
          {t`The search failed. Check the connection and try again.`}
        </p>
      )}
      <ul ref={list} id={listId} aria-label={said.list} hidden={results.length === 0} className="flex max-h-80 flex-col overflow-y-auto rounded-md border border-border bg-surface p-1">
        {results.map((ref) => (
          <li key={ref.id}>
            <a href={itemHref(ref)} onKeyDown={onLinkKeyDown} className={cx('flex items-center gap-2 rounded px-2 py-1.5 text-sm text-ink hover:bg-surface-muted focus:bg-brand-50', focusRing)}>
              <ProductPicture src={ref.image} size={32} />
              <span className="min-w-0 flex-1 truncate">{ref.title}</span>
              {/* A category over all sites (its picker without a site) has no site of its own. */}
              <span className="text-xs text-ink-muted">{ref.site === 'ALL' ? t`All sites` : i18n._(SITE_NAMES[ref.site])}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
