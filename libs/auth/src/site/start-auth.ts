// What both sites run once at start-up (spec §4): the session check and the registration pop-up.
// The work is a chunk of its own, loaded right after the first render so it never delays it.
export function startAuth(): void {
  // Spec §4: the session work runs "after a 0 ms delay".
  setTimeout(() => {
    void import('./boot-auth').then(({ bootAuth }) => bootAuth());
  }, 0);
}
