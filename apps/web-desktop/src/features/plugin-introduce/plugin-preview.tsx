/**
 * A sketch of a marketplace product page with the plugin panel open. Purely decorative (the
 * features list says the same in words), so it is hidden from assistive technology; fixed
 * aspect ratio, so nothing shifts while the page loads.
 */
export function PluginPreview() {
  return (
    <div aria-hidden="true" className="hidden overflow-hidden rounded-2xl bg-surface shadow-lg ring-1 ring-border lg:block">
      <div className="flex items-center gap-2 border-b border-border bg-surface-muted px-4 py-3">
        <span className="size-3 rounded-full bg-brand-300" />
        <span className="size-3 rounded-full bg-border-strong" />
        <span className="size-3 rounded-full bg-border-strong" />
        <span className="ml-4 h-6 flex-1 rounded-md bg-surface" />
        <span className="inline-flex size-6 items-center justify-center rounded-md bg-brand-600">
          <span className="size-2.5 rounded-full border-2 border-white" />
        </span>
      </div>
      <div className="grid aspect-[16/10] grid-cols-[1fr_1.1fr] gap-4 p-5">
        <div className="flex flex-col gap-3">
          <span className="flex-1 rounded-lg bg-linear-to-br from-brand-100 to-brand-200" />
          <div className="grid grid-cols-4 gap-2">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="aspect-square rounded-md bg-surface-sunken" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
          <span className="h-3 w-24 rounded bg-brand-600" />
          <svg viewBox="0 0 200 70" className="w-full">
            <path d="M0 60 L25 52 L50 56 L75 38 L100 42 L125 26 L150 30 L175 14 L200 10" fill="none" stroke="#d73211" strokeWidth="3" />
          </svg>
          {[80, 64, 48, 30].map((width) => (
            <div key={width} className="flex items-center gap-2">
              <span className="h-2.5 w-10 rounded bg-brand-200" />
              <span className="h-2.5 rounded bg-brand-400" style={{ width: `${width}%` }} />
            </div>
          ))}
          <div className="mt-auto grid grid-cols-3 gap-2">
            {[0, 1, 2].map((i) => (
              <span key={i} className="h-7 rounded-md bg-surface" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
