import { webAppConfig } from '../../tools/vite/web-app-config.ts';

export default webAppConfig({
  name: 'web-desktop',
  base: '/',
  devPort: 4201,
  root: import.meta.dirname,
  // One origin in development too: /m is the mobile dev server.
  devProxy: { '^/m(/|$)': 'http://localhost:4202' },
});
