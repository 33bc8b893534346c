// The two pictures of the backfill dialog (spec §2), drawn inline so the dialog needs no image
// files and renders the same on the server. Decorative: the text beside them says everything.

export function NotFoundPicture({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false" className={className} data-picture="not-found">
      <rect x="18" y="22" width="96" height="76" rx="8" className="fill-surface-muted stroke-border-strong" strokeWidth="2" />
      <rect x="30" y="38" width="52" height="6" rx="3" className="fill-border-strong" />
      <rect x="30" y="52" width="72" height="6" rx="3" className="fill-border" />
      <rect x="30" y="66" width="40" height="6" rx="3" className="fill-border" />
      <circle cx="106" cy="70" r="24" className="fill-surface stroke-brand-500" strokeWidth="6" />
      <path d="M123 88 L142 107" className="stroke-brand-500" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M99 63a7 7 0 1 1 9 6.7c-1.4.5-2 1.5-2 3V75"
        fill="none"
        className="stroke-brand-600"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="106" cy="82" r="2.6" className="fill-brand-600" />
    </svg>
  );
}

export function SuccessPicture({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false" className={className} data-picture="success">
      <circle cx="80" cy="60" r="44" className="fill-success-50 stroke-success-600" strokeWidth="4" />
      <path d="M58 61 L74 77 L104 46" fill="none" className="stroke-success-600" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="26" cy="28" r="4" className="fill-brand-300" />
      <circle cx="138" cy="34" r="3" className="fill-brand-400" />
      <circle cx="132" cy="96" r="5" className="fill-brand-200" />
      <circle cx="30" cy="92" r="3" className="fill-brand-400" />
    </svg>
  );
}
