import { Button, CircularProgress, Stack } from '@mui/material';
import { email, Form, PasswordInput, required, TextInput, useAuthProvider, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import { AuthCard } from '../login/AuthCard';
import { minPasswordLength, sameAs } from '../common/validators';
import { useAuthFormAction } from '../login/useAuthFormAction';
import { InvitationSummary } from './InvitationSummary';
import { useInvitation } from './useInvitation';
import { useJoinBrand } from './useJoinBrand';

const confirmsPassword = sameAs('password', 'app.auth.passwords_mismatch');

type Values = { email?: string; firstName?: string; lastName?: string; password?: string; passwordConfirmation?: string };

/** /register-add-brand?code=…: a new account that joins the inviting brand at once. */
export const RegisterAddBrandPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { code, data, error, isPending } = useInvitation();
  const join = useJoinBrand(code);
  const { state, submit } = useAuthFormAction(async (values: Values) => {
    const address = values.email!.trim().toLowerCase();
    await authProvider.register({
      username: address,
      email: address,
      password: values.password!,
      profile: { firstName: values.firstName?.trim(), lastName: values.lastName?.trim() },
    });
    await join();
  });

  return (
    <AuthCard title={translate('app.invitations.register_title')} subtitle={translate('app.auth.password_rules')}>
      <InvitationSummary invitation={data} error={error} isPending={isPending} code={code} />
      {data && (
        <Form onSubmit={submit as never} defaultValues={{ email: data.email }} noValidate>
          <Stack>
            <TextInput source="email" label="app.auth.email" type="email" autoComplete="email" validate={[required(), email()]} />
            <TextInput source="firstName" label="resources.users.fields.firstName" autoComplete="given-name" validate={required()} />
            <TextInput source="lastName" label="resources.users.fields.lastName" autoComplete="family-name" validate={required()} />
            <PasswordInput source="password" label="app.auth.password" autoComplete="new-password" validate={[required(), minPasswordLength]} />
            <PasswordInput
              source="passwordConfirmation"
              label="app.auth.password_confirmation"
              autoComplete="new-password"
              validate={[required(), confirmsPassword]}
            />
            <Button type="submit" variant="contained" disabled={state === 'busy'}>
              {state === 'busy' ? <CircularProgress size={24} color="inherit" /> : translate('app.invitations.register_submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
};
