// The workbench's layout (issue 26 item 1): its own top bar and side navigation around the page.
// From 1,280 px down to a 390 px phone: below 1,024 px the navigation opens as a sheet.
import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, OfflineBanner } from '@sealens/ui';
import { useRef, useState } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import { isScopedWorkbenchPath } from '../workbench-pages';
import { WorkbenchNav } from './workbench-nav';
import { WorkbenchTopBar } from './workbench-top-bar';
import type { ShellData } from './workbench-shell-data';

// The dialog is centred by its classes; as a side sheet it sits on the left edge, full height.
const SHEET_STYLE = { left: 0, top: 0, translate: 'none', height: '100dvh', maxHeight: '100dvh', width: '18rem', maxWidth: '85vw', borderRadius: 0 } as const;

export function WorkbenchShell() {
  const { t } = useLingui();
  const { rights, unread } = useLoaderData() as ShellData;
  // The page's path (workbench-page-route.tsx) says whether the top bar shows its scope.
  const scoped = isScopedWorkbenchPath((useMatches().at(-1)?.data as { path?: string } | undefined)?.path);
  const [navOpen, setNavOpen] = useState(false);
  // The sheet opens from the top bar's menu button, no Radix trigger: the focus is given back by hand.
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <OfflineBanner />
      <WorkbenchTopBar rights={rights} unread={unread} scoped={scoped} onOpenNav={() => setNavOpen(true)} menuRef={menuButton} />
      <div className="flex flex-1">
        <aside className="sticky top-0 hidden max-h-screen w-60 shrink-0 overflow-y-auto border-r border-border bg-surface lg:block">
          <WorkbenchNav />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-3 sm:p-4 lg:p-6">
          <Outlet />
        </main>
      </div>
      <Dialog open={navOpen} onOpenChange={setNavOpen}>
        {navOpen && (
          <DialogContent
            title={t`Workbench`}
            style={SHEET_STYLE}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              menuButton.current?.focus();
            }}
          >
            <WorkbenchNav onNavigate={() => setNavOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
