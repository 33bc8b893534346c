import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './chunk-reload-guard';

/** Starts a site: chunk-reload guard first, then whatever must be ready before paint, then React. */
export async function mountApp(app: ReactNode, prepare: () => Promise<void>): Promise<void> {
  installChunkReloadGuard();
  await prepare();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
