// Issue 27 item 7: presses before hydration are held and the last one is carried out after it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldTarget, holdEarlyClicks, replayEarlyClick } from './early-clicks';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button id="menu" type="button"><span id="label">Data</span></button>
      <button id="lang" type="button">English</button>
      <a id="link" href="#x">Log in</a>
      <form><button id="submit">Search</button></form>
    </div>
    <button id="outside" type="button">outside</button>`;
  const root = document.getElementById('root') as HTMLElement;
  // Stands for React's listener on the root container.
  const reached = vi.fn((event: Event) => (event.target as HTMLElement).closest('[id]')?.id);
  root.addEventListener('click', reached);
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  return { root, reached, el };
}

afterEach(() => {
  replayEarlyClick();
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('holds a press on a button until the page has hydrated, then carries out the last one', () => {
    const { reached, el } = page();
    holdEarlyClicks(document);
    el('label').click();
    el('lang').click();
    expect(reached).not.toHaveBeenCalled();
    replayEarlyClick();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(reached.mock.results[0]?.value).toBe('lang');
    // After that, clicks pass as usual and nothing is held any more.
    el('menu').click();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('leaves links, form buttons and anything outside the page alone', () => {
    const { root, el } = page();
    expect(heldTarget(el('link'), root)).toBeNull();
    expect(heldTarget(el('submit'), root)).toBeNull();
    expect(heldTarget(el('outside'), root)).toBeNull();
    expect(heldTarget(el('label'), root)).toBe(el('menu'));
  });

  it('carries out nothing when nothing was pressed, or the button is gone', () => {
    const { reached, el } = page();
    holdEarlyClicks(document);
    replayEarlyClick();
    expect(reached).not.toHaveBeenCalled();
    holdEarlyClicks(document);
    el('menu').click();
    el('menu').remove();
    replayEarlyClick();
    expect(reached).not.toHaveBeenCalled();
  });
});
