import { MobileTabBar, mobileTabClass } from '@sealens/ui';
import { NavLink } from 'react-router';

/** Spec §2: the four tabs, as client-side links (paths relative to the /m basename), the current one marked. */
export function TabBar() {
  return (
    <MobileTabBar
      renderLink={(tab, content) => (
        <NavLink to={tab.path.slice('/m'.length) || '/'} end className={({ isActive }) => mobileTabClass(isActive)}>
          {content}
        </NavLink>
      )}
    />
  );
}
