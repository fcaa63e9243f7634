import { Link as RouterLink } from 'react-router-dom';
import { Button, CircularProgress, Link, Stack } from '@mui/material';
import { Form, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { EMAIL_PATTERN } from '@markenportal/contract';
import { AuthCard } from './AuthCard';
import { useAuthFormAction } from './useAuthFormAction';

type Credentials = { email: string; password: string };

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const { state, submit } = useAuthFormAction(
    (values: Partial<Credentials>) => login({ username: values.email?.trim(), password: values.password }),
    'app.errors.invalid_credentials',
  );
  const loading = state === 'busy';
  const validateEmail = (value: string) => (value && !EMAIL_PATTERN.test(value.trim()) ? 'app.auth.invalid_email' : undefined);

  return (
    <AuthCard title={translate('app.auth.sign_in_title')} subtitle={translate('app.auth.sign_in_subtitle')}>
      <Form onSubmit={submit as never} noValidate>
        <Stack>
          <TextInput source="email" type="email" autoComplete="username" label="app.auth.email" validate={[required(), validateEmail]} autoFocus />
          <PasswordInput source="password" autoComplete="current-password" label="app.auth.password" validate={required()} />
          <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ mt: 1 }}>
            {loading ? <CircularProgress size={24} color="inherit" /> : translate('app.auth.sign_in')}
          </Button>
          <Link component={RouterLink} to="/forgot" sx={{ mt: 2, alignSelf: 'center' }}>
            {translate('app.auth.forgot_link')}
          </Link>
        </Stack>
      </Form>
    </AuthCard>
  );
};
