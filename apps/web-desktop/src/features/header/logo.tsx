export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#c2321b" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19 19l6 6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}>SeaLens</span>
    </span>
  );
}
