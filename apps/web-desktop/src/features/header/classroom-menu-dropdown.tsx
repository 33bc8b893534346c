import { Trans } from '@lingui/react/macro';
import { DropdownMenuLinkItem, type DeferredMenuProps } from '@sealens/ui';
import { Link } from 'react-router';
import { NavMenu } from './nav-trigger';
import { useVisitorGuard } from './use-visitor-guard';

/** Spec §2: shown only for zh and tw; the classroom home opens without login. */
/** The menu itself: its own chunk, loaded by header-menus.tsx on first contact or when the browser is idle. */
export default function ClassroomMenuDropdown(arrival: DeferredMenuProps) {
  const guard = useVisitorGuard();
  return (
    <NavMenu arrival={arrival} label={<Trans>Classroom</Trans>} align="start">
        <DropdownMenuLinkItem asChild>
          <Link to="/college/home">
            <Trans>Classroom home</Trans>
          </Link>
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem href="/business-college/online-courses/1" onClick={guard}>
          <Trans>Online courses</Trans>
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem href="/business-college/operate/1" onClick={guard}>
          <Trans>Operating tips</Trans>
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem href="/business-college/ecommerce-intro/1" onClick={guard}>
          <Trans>E-commerce news</Trans>
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem href="/business-college/electricity/1" onClick={guard}>
          <Trans>Community</Trans>
        </DropdownMenuLinkItem>
      </NavMenu>
  );
}
