import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { required, useAuthProvider, useTranslate } from 'ra-core';
import type { AppAuthProvider } from '../providers/authProvider';
import { AuthCard } from './AuthCard';
import { RouteLink } from './RouteLink';
import { useAuthFormAction } from './useAuthFormAction';
import { AuthForm, AuthPasswordInput } from './AuthForm';
import { minPasswordLength, sameAs } from '../common/validators';

const confirmsPassword = sameAs('password', 'app.auth.passwords_mismatch');

type Values = { password?: string; passwordConfirmation?: string };

/** /reset-password/{code}: stays here on a 401 (the spec's "States and transitions") and keeps what was typed on errors. */
export const ResetPasswordPage = ({ code }: { code: string }) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { state, submit } = useAuthFormAction((values: Values) =>
    authProvider.resetPassword({ code, password: values.password!, passwordConfirmation: values.passwordConfirmation! }),
  );

  return (
    <AuthCard title={translate('app.auth.reset_title')} subtitle={translate('app.auth.password_rules')}>
      {state === 'done' ? (
        <Alert severity="success">{translate('app.auth.reset_done')}</Alert>
      ) : (
        <AuthForm onSubmit={submit}>
          <Stack>
            <AuthPasswordInput source="password" label="app.auth.password" autoComplete="new-password" validate={[required(), minPasswordLength]} autoFocus />
            <AuthPasswordInput
              source="passwordConfirmation"
              label="app.auth.password_confirmation"
              autoComplete="new-password"
              validate={[required(), confirmsPassword]}
            />
            <Button type="submit" variant="contained" disabled={state === 'busy'}>
              {state === 'busy' ? <CircularProgress size={24} color="inherit" /> : translate('app.auth.reset_submit')}
            </Button>
          </Stack>
        </AuthForm>
      )}
      <RouteLink to="/login" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        {translate('app.auth.back_to_login')}
      </RouteLink>
    </AuthCard>
  );
};
