// The business college's frame (issue 15): its section menu beside the section's page, on every
// /business-college page. The menu's first four entries are the classroom menu of spec §2.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { COLLEGE_MENU, COLLEGE_PATH, COLLEGE_TITLE, SECTIONS } from './content-sections';

const MY_INFO = msg`My learning`;
const OVERVIEW = msg`Overview`;

export function CollegeFrame({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const entries = [
    { href: COLLEGE_PATH, label: i18n._(OVERVIEW), active: pathname === COLLEGE_PATH || pathname === `${COLLEGE_PATH}/` },
    ...COLLEGE_MENU.map((key) => {
      const first = SECTIONS[key].listPath(1);
      const base = first.slice(0, first.lastIndexOf('/'));
      return { href: first, label: i18n._(SECTIONS[key].title), active: pathname === base || pathname.startsWith(`${base}/`) };
    }),
    { href: `${COLLEGE_PATH}/components/userInfo`, label: i18n._(MY_INFO), active: pathname.startsWith(`${COLLEGE_PATH}/components/userInfo`) },
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 md:grid-cols-[12rem_1fr]">
      <nav aria-label={i18n._(COLLEGE_TITLE)} className="md:sticky md:top-20 md:self-start">
        <p className="mb-2 text-sm font-semibold text-ink-muted">{i18n._(COLLEGE_TITLE)}</p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {entries.map((entry) => (
            <li key={entry.href}>
              <a
                href={entry.href}
                aria-current={entry.active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-focus ${entry.active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink hover:bg-surface-muted'}`}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        {children}
      </div>
    </div>
  );
}
