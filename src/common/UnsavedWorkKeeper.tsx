import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { session, unsavedWork } from '../providers';

/**
 * Inside a form: when the session ends on a save, the form's content is kept for this user
 * (providers/unsavedWork.ts) and the form counts as left without loss, so the way to /login asks
 * nothing; signing in again leads back here, and the content is put back as unsaved changes.
 */
export const UnsavedWorkKeeper = () => {
  const { getValues, reset, formState } = useFormContext();
  const { pathname } = useLocation();
  const notify = useNotify();

  useEffect(
    () =>
      unsavedWork.register(() => {
        const values = getValues();
        reset(values, { keepValues: true });
        return values;
      }),
    [getValues, reset],
  );

  // After react-admin has put the record into the form (its reset runs once the form is ready).
  const { isReady } = formState;
  useEffect(() => {
    const user = session.getUser();
    if (!isReady || !user) return;
    const values = unsavedWork.takeValues(user.id, pathname);
    if (!values) return;
    reset({ ...getValues(), ...values }, { keepDefaultValues: true });
    notify('app.auth.work_restored', { type: 'info' });
  }, [isReady, pathname, getValues, reset, notify]);

  return null;
};
