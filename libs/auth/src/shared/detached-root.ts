// A React root of its own, in a div appended to `parent`: how the login and gift dialogs open from
// anywhere in either site without a place in its tree. `dispose` unmounts and removes the div.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface DetachedRoot {
  element: HTMLElement;
  dispose(): void;
}

export function renderDetached(node: ReactNode, options: { parent?: HTMLElement; marker: string }): DetachedRoot {
  const element = document.createElement('div');
  element.dataset[options.marker] = '';
  (options.parent ?? document.body).appendChild(element);
  const root = createRoot(element);
  root.render(node);
  return {
    element,
    dispose() {
      // Called from the event or effect that closed the dialog: unmounting then would unmount a
      // root mid-render, so it waits for the current task to finish.
      queueMicrotask(() => {
        root.unmount();
        element.remove();
      });
    },
  };
}
