import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack } from '@mui/material';
import { Form, PasswordInput, required, useAuthProvider, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import { AuthCard } from './AuthCard';
import { useAuthFormAction } from './useAuthFormAction';
import { minPasswordLength, sameAs } from '../common/validators';

const confirmsPassword = sameAs('password', 'app.auth.passwords_mismatch');

type Values = { password?: string; passwordConfirmation?: string };

/** /reset-password/{code}: stays here on a 401 (the spec's "States and transitions") and keeps what was typed on errors. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { code = '' } = useParams();
  const { state, submit } = useAuthFormAction((values: Values) =>
    authProvider.resetPassword({ code, password: values.password!, passwordConfirmation: values.passwordConfirmation! }),
  );

  return (
    <AuthCard title={translate('app.auth.reset_title')} subtitle={translate('app.auth.password_rules')}>
      {state === 'done' ? (
        <Alert severity="success">{translate('app.auth.reset_done')}</Alert>
      ) : (
        <Form onSubmit={submit as never} noValidate>
          <Stack>
            <PasswordInput source="password" label="app.auth.password" autoComplete="new-password" validate={[required(), minPasswordLength]} autoFocus />
            <PasswordInput
              source="passwordConfirmation"
              label="app.auth.password_confirmation"
              autoComplete="new-password"
              validate={[required(), confirmsPassword]}
            />
            <Button type="submit" variant="contained" disabled={state === 'busy'}>
              {state === 'busy' ? <CircularProgress size={24} color="inherit" /> : translate('app.auth.reset_submit')}
            </Button>
          </Stack>
        </Form>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        {translate('app.auth.back_to_login')}
      </Link>
    </AuthCard>
  );
};
