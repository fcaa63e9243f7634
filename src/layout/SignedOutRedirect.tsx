import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../providers/useSession';

/**
 * The session ended while a page was open (a save refused as unauthorized, a sign-out in another
 * tab): to /login. A refused save is not answered by react-admin's sign-out, so this is the way there.
 */
export const SignedOutRedirect = () => {
  const { user } = useSession();
  const navigate = useNavigate();
  const wasSignedIn = useRef(!!user);
  useEffect(() => {
    if (wasSignedIn.current && !user) navigate('/login');
    wasSignedIn.current = !!user;
  }, [user, navigate]);
  return null;
};
