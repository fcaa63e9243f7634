import { Navigate } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import { landingPath } from '../providers/access';
import { useSession } from '../providers/useSession';

/** "/" leads each role to its landing page. */
export const RootRedirect = () => {
  const { role } = useSession();
  return (
    <Authenticated>
      <Navigate to={landingPath(role)} replace />
    </Authenticated>
  );
};
