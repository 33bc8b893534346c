import { SiteProviders } from '@sealens/i18n';
import { RouterProvider } from 'react-router';
import { router } from './router';

export function App() {
  return (
    <SiteProviders>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
