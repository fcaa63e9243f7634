import { Button, CircularProgress, Stack } from '@mui/material';
import { required, useTranslate } from 'ra-core';
import { EMAIL_PATTERN } from '@markenportal/contract';
import { AuthCard } from './AuthCard';
import { RouteLink } from './RouteLink';
import { AuthForm, AuthPasswordInput, AuthTextInput } from './AuthForm';
import { useAuthFormAction } from './useAuthFormAction';
import { useAuthHost, type Credentials } from './authHost';

type Values = { email?: string; password?: string };

const validateEmail = (value: string) => (value && !EMAIL_PATTERN.test(value.trim()) ? 'app.auth.invalid_email' : undefined);

/** /login: on the light sign-in entry (AuthApp.tsx) and in the back office (AdminLoginPage.tsx). */
export const LoginPage = () => {
  const translate = useTranslate();
  const { signIn } = useAuthHost();
  const { state, submit } = useAuthFormAction(
    (values: Values) => signIn({ username: values.email?.trim(), password: values.password } satisfies Credentials),
    'app.errors.invalid_credentials',
  );
  const loading = state === 'busy';

  return (
    <AuthCard title={translate('app.auth.sign_in_title')} subtitle={translate('app.auth.sign_in_subtitle')}>
      <AuthForm onSubmit={submit}>
        <Stack>
          <AuthTextInput source="email" type="email" autoComplete="username" label="app.auth.email" validate={[required(), validateEmail]} autoFocus />
          <AuthPasswordInput source="password" autoComplete="current-password" label="app.auth.password" validate={required()} />
          <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ mt: 1 }}>
            {loading ? <CircularProgress size={24} color="inherit" /> : translate('app.auth.sign_in')}
          </Button>
          <RouteLink to="/forgot" sx={{ mt: 2, alignSelf: 'center' }}>
            {translate('app.auth.forgot_link')}
          </RouteLink>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
};
