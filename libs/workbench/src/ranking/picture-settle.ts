// Pictures of a virtual list's rows wait until their row has stayed in the window for a moment
// (issue 26): scrolling 2,000 rows at speed put ~2,000 rows in the document for a frame or two each,
// and every one of their pictures was fetched and decoded while the list flew past (the network
// service, the decoder and, here, the server generating the demo pictures all competing with the
// frames for two cores). A row that stays shows its picture; a row that passes by fetches nothing.
// The rows there before the list first scrolls (the server's, the first window) show theirs at once.
import { createContext } from 'react';

/**
 * How long a virtual row's picture waits before it is requested. The overscan rows (4 x 60 px) enter
 * the document before they are seen: at a reading speed they wait out this delay off-screen.
 */
export const PICTURE_SETTLE_MS = 150;

/** The wait of the pictures rendered inside: 0 (shown at once) outside a virtual list, and in one not scrolled yet. */
export const PictureSettleContext = createContext(0);

/** Pictures already shown in this page: a row scrolled back into the window shows its picture at once. */
export const shownPictures = new Set<string>();
