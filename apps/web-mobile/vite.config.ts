import { webAppConfig } from '../../tools/vite/web-app-config.ts';

export default webAppConfig({ name: 'web-mobile', base: '/m/', devPort: 4202, root: import.meta.dirname });
