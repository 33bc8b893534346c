import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Lazily loaded parts (the QR code, menus, dialogs) are imported on first use, and Vite transforms
// each module on its first import: under CI's parallel load that took over Testing Library's
// default 1 s for a findBy* (a QR code in the risk dialog test). A failing wait still fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Radix's popper, Select and scrolling call; inert stubs are enough for behaviour tests.
const noop = () => undefined;
globalThis.ResizeObserver ??= class {
  observe = noop;
  unobserve = noop;
  disconnect = noop;
};
Element.prototype.scrollIntoView ??= noop;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= noop;
