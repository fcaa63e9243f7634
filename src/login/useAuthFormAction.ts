import { useState } from 'react';
import { useNotify } from 'ra-core';

export type AuthFormState = 'idle' | 'busy' | 'done';

/**
 * Runs an account action on submit: busy while it runs, done after, and on failure a German
 * notification while the form keeps what was typed.
 */
export const useAuthFormAction = <T>(action: (values: T) => Promise<unknown>, fallbackMessage = 'app.errors.server') => {
  const notify = useNotify();
  const [state, setState] = useState<AuthFormState>('idle');
  const submit = async (values: T) => {
    setState('busy');
    try {
      await action(values);
      setState('done');
    } catch (error) {
      setState('idle');
      notify((error as Error)?.message || fallbackMessage, { type: 'error' });
    }
  };
  return { state, submit };
};
