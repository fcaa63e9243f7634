import { Button, CircularProgress, Stack } from '@mui/material';
import { Form, PasswordInput, required, TextInput, useAuthProvider, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import { AuthCard } from '../login/AuthCard';
import { useAuthFormAction } from '../login/useAuthFormAction';
import { InvitationSummary } from './InvitationSummary';
import { useInvitation } from './useInvitation';
import { useJoinBrand } from './useJoinBrand';

type Values = { email?: string; password?: string };

/** /login-add-brand?code=…: an existing account signs in and joins the inviting brand. */
export const LoginAddBrandPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { code, data, error, isPending } = useInvitation();
  const join = useJoinBrand(code);
  const { state, submit } = useAuthFormAction(async (values: Values) => {
    await authProvider.login({ username: values.email!.trim(), password: values.password! });
    await join();
  });

  return (
    <AuthCard title={translate('app.invitations.login_title')}>
      <InvitationSummary invitation={data} error={error} isPending={isPending} code={code} />
      {data && (
        <Form onSubmit={submit as never} defaultValues={{ email: data.email }} noValidate>
          <Stack>
            <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" validate={required()} />
            <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" validate={required()} autoFocus />
            <Button type="submit" variant="contained" disabled={state === 'busy'}>
              {state === 'busy' ? <CircularProgress size={24} color="inherit" /> : translate('app.invitations.login_submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
};
