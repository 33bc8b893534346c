// The route of a workbench page by its path: its configuration (workbench-pages.ts) given to its
// kind. Each kind is a chunk of its own, loaded with the first page of that kind.
import { workbenchPage } from './workbench-pages';

export async function workbenchPageRoute(path: string) {
  const page = workbenchPage(path);
  switch (page.kind) {
    case 'ranking':
      return (await import('./kinds/ranking/ranking-route')).rankingRoute(page);
    case 'explanation':
      return (await import('./kinds/explanation/explanation-route')).explanationRoute(page);
    case 'contrast':
      return (await import('./kinds/contrast/contrast-route')).contrastRoute(page);
  }
}
