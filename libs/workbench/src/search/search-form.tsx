// The search page's form (issue 29 item 6): words of a name and which entities to search. A GET
// form: before the page's script runs it submits as a link (name= and type= in the address); after,
// `onSearch` navigates in the page.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fieldClass, labelClass } from '../shared/field-classes';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration';

export interface SearchFormProps {
  name: string;
  type: number;
  /** What `type` may be, with each one's label (6: every entity). */
  types: readonly { value: number; label: string }[];
  onSearch(name: string, type: number): void;
}

export function SearchForm({ name, type, types, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(name);
  const [kind, setKind] = useState(type);
  const nameField = useRef<HTMLInputElement>(null);
  const typeField = useRef<HTMLSelectElement>(null);
  // A name typed (or a kind chosen) before the page's code ran is what Enter must search, not the rendered one.
  useTypedBeforeHydration(nameField, name, setText);
  useTypedBeforeHydration(typeField, String(type), (value) => setKind(Number(value)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), kind);
  };
  return (
    <form role="search" method="get" onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-lg bg-surface p-3 ring-1 ring-border">
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t`Name`}
        </label>
        <input
          id={`${id}-name`}
          ref={nameField}
          name="name"
          type="search"
          value={text}
          maxLength={300}
          autoComplete="off"
          placeholder={t`Words of a product title, a shop name or a search word`}
          className={fieldClass}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="flex w-44 flex-col gap-1">
        <label htmlFor={`${id}-type`} className={labelClass}>
          {t`Search in`}
        </label>
        <select id={`${id}-type`} ref={typeField} name="type" value={kind} className={fieldClass} onChange={(event) => setKind(Number(event.target.value))}>
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t`Search`}</Button>
    </form>
  );
}
