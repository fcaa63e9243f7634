import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { required, useAuthProvider, useTranslate } from 'ra-core';
import type { AppAuthProvider } from '../providers/authProvider';
import { EMAIL_PATTERN } from '@markenportal/contract';
import { AuthCard } from './AuthCard';
import { RouteLink } from './RouteLink';
import { useAuthFormAction } from './useAuthFormAction';
import { AuthForm, AuthTextInput } from './AuthForm';

export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { state, submit } = useAuthFormAction((values: { email?: string }) => authProvider.forgotPassword(values.email!.trim()));

  return (
    <AuthCard title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_intro')}>
      {state === 'done' ? (
        <Alert severity="success">{translate('app.auth.forgot_sent')}</Alert>
      ) : (
        <AuthForm onSubmit={submit}>
          <Stack>
            <AuthTextInput
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
        </AuthForm>
      )}
      <RouteLink to="/login" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        {translate('app.auth.back_to_login')}
      </RouteLink>
    </AuthCard>
  );
};
