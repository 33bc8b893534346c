import { existsSync } from 'node:fs';
import { dirname, join, parse, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from `startDir` to the first folder holding `nx.json`; undefined when there is none. */
export function findUpWorkspaceRoot(startDir: string): string | undefined {
  let dir = resolve(startDir);
  const { root } = parse(dir);
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    if (dir === root) return undefined;
    dir = dirname(dir);
  }
}

/**
 * The workspace root, found the same way from source (tsx: apps/api-server/src/config) and from the
 * bundle (dist/apps/api-server/main.js): an explicit override, else the nearest nx.json above this
 * module, else the folder above `dist/apps/api-server` (a copied-out build has no nx.json), else cwd.
 */
export function resolveWorkspaceRoot(
  moduleUrl: string = import.meta.url,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string {
  const override = env['SEALENS_WORKSPACE_ROOT'];
  if (override) return resolve(cwd, override);

  const moduleDir = dirname(fileURLToPath(moduleUrl));
  const fromModule = findUpWorkspaceRoot(moduleDir);
  if (fromModule) return fromModule;

  const distMarker = `${sep}dist${sep}apps${sep}api-server`;
  const at = moduleDir.lastIndexOf(distMarker);
  if (at > 0) return moduleDir.slice(0, at);

  return findUpWorkspaceRoot(cwd) ?? cwd;
}
