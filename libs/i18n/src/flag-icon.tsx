import type { LocaleCode } from '@sealens/domain';

// Small inline flags: no image requests, identical on every OS (emoji flags are missing on Windows).
// Traditional Chinese is shown as a "繁" tile: a script, not a territory.
const FLAGS: Record<LocaleCode, React.ReactNode> = {
  zh: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <polygon points="5,3 6.2,6.6 2.4,4.4 7.6,4.4 3.8,6.6" fill="#ffde00" />
    </>
  ),
  tw: (
    <>
      <rect width="30" height="20" fill="#1f2937" />
      <text x="15" y="15" fontSize="13" textAnchor="middle" fill="#fff" fontFamily="sans-serif">
        繁
      </text>
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#c8102e" strokeWidth="3.6" />
    </>
  ),
  vi: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <polygon points="15,4 16.8,9.4 22.4,9.4 17.8,12.6 19.6,18 15,14.7 10.4,18 12.2,12.6 7.6,9.4 13.2,9.4" fill="#ffcd00" />
    </>
  ),
  th: (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.33" width="30" height="13.33" fill="#f4f5f8" />
      <rect y="6.67" width="30" height="6.67" fill="#2d2a4a" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <polygon points="15,2.5 27.5,10 15,17.5 2.5,10" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  id: (
    <>
      <rect width="30" height="10" fill="#ce1126" />
      <rect y="10" width="30" height="10" fill="#fff" />
    </>
  ),
};

export function FlagIcon({ code }: { code: LocaleCode }) {
  return (
    <svg width="21" height="14" viewBox="0 0 30 20" aria-hidden="true" className="shrink-0 rounded-[2px] ring-1 ring-black/10">
      {FLAGS[code]}
    </svg>
  );
}
