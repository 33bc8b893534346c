// What both sites run once at start-up (spec §4): the session check, the registration pop-up.
// The work is a chunk of its own, loaded right after the first render so it never delays it.
export interface StartAuthOptions {
  /** The mobile site has no registration pop-up (it is a desktop visitor's prompt). */
  registrationPopup: boolean;
}

export function startAuth(options: StartAuthOptions): void {
  // Spec §4: the session work runs "after a 0 ms delay".
  setTimeout(() => {
    void import('./boot-auth').then(({ bootAuth }) => bootAuth(options));
  }, 0);
}
