import { RegisterPage } from '@sealens/auth';
import { useLocation } from 'react-router';

/** /register: promotion and activity links land here and get the registration dialog. */
export function RegisterRoute() {
  const { search } = useLocation();
  return <RegisterPage search={search} />;
}
