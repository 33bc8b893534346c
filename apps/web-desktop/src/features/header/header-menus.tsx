// The header's menus paint as plain look-alike buttons; each menu's code (Radix, floating-ui, the
// QR encoder of the mobile menu) is its own chunk, loaded on first contact or when the browser is
// idle (issue #9: a lighter first load). Nothing moves when a menu arrives.
import { Trans } from '@lingui/react/macro';
import { deferred, useDeferredTrigger, type DeferredComponent, type DeferredMenuProps } from '@sealens/ui';
import type { ReactNode } from 'react';
import { NavTriggerFirstPaint } from './nav-entry-look';

const DataMenu = deferred<DeferredMenuProps>(() => import('./data-menu-dropdown'));
const ProductMenu = deferred<DeferredMenuProps>(() => import('./product-menu-dropdown'));
const ClassroomMenu = deferred<DeferredMenuProps>(() => import('./classroom-menu-dropdown'));
const MobileMenu = deferred<DeferredMenuProps>(() => import('./mobile-menu-dropdown'));

function DeferredNavMenu({ menu, children }: { menu: DeferredComponent<DeferredMenuProps>; children: ReactNode }) {
  const { triggerProps, menuProps } = useDeferredTrigger(menu.preload);
  const Menu = menu;
  return <Menu fallback={<NavTriggerFirstPaint {...triggerProps}>{children}</NavTriggerFirstPaint>} {...menuProps} />;
}

export function DataMenuEntry() {
  return (
    <DeferredNavMenu menu={DataMenu}>
      <Trans>Data</Trans>
    </DeferredNavMenu>
  );
}

export function ProductMenuEntry() {
  return (
    <DeferredNavMenu menu={ProductMenu}>
      <Trans>Products</Trans>
    </DeferredNavMenu>
  );
}

export function ClassroomMenuEntry() {
  return (
    <DeferredNavMenu menu={ClassroomMenu}>
      <Trans>Classroom</Trans>
    </DeferredNavMenu>
  );
}

export function MobileMenuEntry() {
  return (
    <DeferredNavMenu menu={MobileMenu}>
      <Trans>Mobile</Trans>
    </DeferredNavMenu>
  );
}
