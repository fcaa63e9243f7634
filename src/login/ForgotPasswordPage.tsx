import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack } from '@mui/material';
import { Form, required, TextInput, useAuthProvider, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import { EMAIL_PATTERN } from '@markenportal/contract';
import { AuthCard } from './AuthCard';
import { useAuthFormAction } from './useAuthFormAction';

export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { state, submit } = useAuthFormAction((values: { email?: string }) => authProvider.forgotPassword(values.email!.trim()));

  return (
    <AuthCard title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_intro')}>
      {state === 'done' ? (
        <Alert severity="success">{translate('app.auth.forgot_sent')}</Alert>
      ) : (
        <Form onSubmit={submit as never} noValidate>
          <Stack>
            <TextInput
              source="email"
              type="email"
              label="app.auth.email"
              autoComplete="email"
              validate={[required(), (v: string) => (v && !EMAIL_PATTERN.test(v.trim()) ? 'app.auth.invalid_email' : undefined)]}
              autoFocus
            />
            <Button type="submit" variant="contained" disabled={state === 'busy'}>
              {state === 'busy' ? <CircularProgress size={24} color="inherit" /> : translate('app.auth.forgot_submit')}
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
