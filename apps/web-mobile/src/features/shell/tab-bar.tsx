import { MobileTabBar, mobileTabClass } from '@sealens/ui';
import { NavLink } from 'react-router';

/**
 * The current tab keeps the others' weight (issue 27 item 11: a bolder "Knowledge base" no longer fit
 * its quarter of a 390 px phone and wrapped to two lines when active); its colour marks it.
 */
const SAME_WEIGHT = 'font-medium! px-1 text-center leading-tight';

/** Spec §2: the four tabs, as client-side links (paths relative to the /m basename), the current one marked. */
export function TabBar() {
  return (
    <MobileTabBar
      renderLink={(tab, content) => (
        <NavLink to={tab.path.slice('/m'.length) || '/'} end className={({ isActive }) => `${mobileTabClass(isActive)} ${SAME_WEIGHT}`}>
          {content}
        </NavLink>
      )}
    />
  );
}
