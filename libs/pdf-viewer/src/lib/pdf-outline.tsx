// The document outline (bookmarks), when the PDF has one: each entry goes to its page.
import { useLingui } from '@lingui/react/macro';
import type { PdfOutlineItem } from './pdf-engine';

function OutlineList({ items, onSelect }: { items: PdfOutlineItem[]; onSelect: (page: number) => void }) {
  return (
    <ul className="flex flex-col gap-1 [&_ul]:mt-1 [&_ul]:ml-3">
      {items.map((item, index) => (
        <li key={`${index}-${item.title}`}>
          {item.pageNumber === null ? (
            <span className="block px-2 py-1 text-sm text-ink-muted">{item.title}</span>
          ) : (
            <button
              type="button"
              onClick={() => onSelect(item.pageNumber as number)}
              className="w-full rounded-md px-2 py-1 text-left text-sm text-ink outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus"
            >
              {item.title}
            </button>
          )}
          {item.items.length > 0 && <OutlineList items={item.items} onSelect={onSelect} />}
        </li>
      ))}
    </ul>
  );
}

export function PdfOutline({ id, items, onSelect }: { id: string; items: PdfOutlineItem[]; onSelect: (page: number) => void }) {
  const { t } = useLingui();
  return (
    <nav id={id} aria-label={t`Outline`} className="h-full overflow-y-auto p-3">
      <OutlineList items={items} onSelect={onSelect} />
    </nav>
  );
}
