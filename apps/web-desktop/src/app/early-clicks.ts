// Issue 27 item 7: a click before hydration is not lost. The server's HTML shows buttons (the header's
// menus, the language switch) that do nothing until React has hydrated them, and the page waits for
// its route modules and catalog before it does. From the moment our code runs until the page has
// hydrated, a press on such a button is held (not half-handled) and the last one is carried out once
// the page is interactive. Links and form buttons are left alone: they work without JavaScript (the
// header's register | login is a real link to the login page for that reason).

/** A press on this target would be lost before hydration: a button that is not part of a form. */
export function heldTarget(target: EventTarget | null, root: Node): HTMLElement | null {
  const button = target instanceof Element ? target.closest('button, [role="button"]') : null;
  if (!(button instanceof HTMLElement) || !root.contains(button)) return null;
  if (button instanceof HTMLButtonElement && (button.disabled || button.form)) return null;
  return button;
}

const HELD_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

let release: (() => HTMLElement | null) | undefined;

/** Starts holding presses on the page's buttons (call before the page starts; once). */
export function holdEarlyClicks(doc: Document = document): void {
  if (release) return;
  const root = doc.getElementById('root') ?? doc.body;
  let last: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = heldTarget(event.target, root);
    if (!target) return;
    // Before React's own listeners on the root (this one is on the document, capturing).
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click') last = target;
  };
  for (const type of HELD_EVENTS) doc.addEventListener(type, hold, true);
  release = () => {
    for (const type of HELD_EVENTS) doc.removeEventListener(type, hold, true);
    return last;
  };
}

/** Once the page has hydrated: stop holding, and carry out the last held click on the same (hydrated) button. */
export function replayEarlyClick(): void {
  const target = release?.();
  release = undefined;
  if (target?.isConnected) target.click();
}
