import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Avatar, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, PasswordInput, required, TextInput, useAuthProvider, useDataProvider, useTranslate } from 'react-admin';
import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import type { AppAuthProvider } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import type { LinkPreview } from './linkMethods';
import { effectiveRole } from '../providers/access';
import { session } from '../providers';
import { useSession } from '../providers/useSession';
import { AuthCard } from '../login/AuthCard';
import { useAuthFormAction } from '../login/useAuthFormAction';
import { PersonAvatar } from '../common/PersonAvatar';
import { personName } from '../common/personName';
import { ConsentStep } from './ConsentStep';

/** „Dr. Lena Wagner“: the rep as the preview names them. */
const repNameOf = (preview: LinkPreview) => (preview.salesUser ? [preview.salesUser.title, preview.salesUser.name].filter(Boolean).join(' ') : '');

const Summary = ({ preview }: { preview: LinkPreview }) => {
  const translate = useTranslate();
  const rep = preview.salesUser;
  const repName = repNameOf(preview);
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {rep && (
        <Stack direction="row" spacing={2} alignItems="center">
          <PersonAvatar name={rep.name} imageUrl={rep.imageUrl} size={64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('app.link_preview.sales_rep')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {repName}
            </Typography>
          </Box>
        </Stack>
      )}
      {preview.brand && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            variant="rounded"
            src={preview.brand.logoUrl ?? undefined}
            alt={translate('app.link_preview.logo', { brand: preview.brand.name })}
            sx={{ width: 64, height: 64 }}
          >
            {preview.brand.name[0]}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('app.link_preview.brand')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {preview.brand.name}
            </Typography>
          </Box>
        </Stack>
      )}
    </Stack>
  );
};

/**
 * Signs in and connects in one step (the login page would lead elsewhere afterwards); nothing is
 * sent until the doctor agreed to the consent (`mayConnect`).
 */
const SignInAndConnect = ({ onSignedIn, mayConnect }: { onSignedIn: () => Promise<unknown>; mayConnect: () => boolean }) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const { state, submit } = useAuthFormAction(async (values: { email?: string; password?: string }) => {
    await authProvider.login({ username: values.email!.trim(), password: values.password! });
    // Only doctors and PTAs connect; anyone else now sees why not.
    if (effectiveRole(session.getUser(), session.getCurrentBrandId()) === 'authenticated') await onSignedIn();
  }, 'app.errors.invalid_credentials');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{translate('app.link_preview.sign_in_intro')}</Typography>
      <Form onSubmit={((values: { email?: string; password?: string }) => (mayConnect() ? submit(values) : undefined)) as never} noValidate>
        <Stack>
          <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" validate={required()} />
          <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" validate={required()} />
          <Button type="submit" variant="contained" disabled={state === 'busy'}>
            {state === 'busy' ? <CircularProgress size={24} color="inherit" /> : translate('app.link_preview.sign_in_and_connect')}
          </Button>
        </Stack>
      </Form>
    </>
  );
};

/**
 * /link-preview/{link} (public): who is behind a link, read with the public token; a signed-in
 * doctor or PTA connects with the sales rep (docs/decisions/0004-links.md).
 */
export const LinkPreviewPage = () => {
  const translate = useTranslate();
  const { link = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { user, role } = useSession();
  const preview = useQuery({ queryKey: ['link-preview', link], queryFn: () => dataProvider.getLinkPreview(link), enabled: !!link });
  const connect = useMutation({ mutationFn: () => dataProvider.connectThroughLink(link, CONSENT_TEXT_VERSION) });
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  /** Only with the box ticked; otherwise the box says so and takes the focus. */
  const mayConnect = () => {
    if (agreed) return true;
    setMissing(true);
    consentBox.current?.focus();
    return false;
  };

  let body;
  if (preview.isError) body = <Alert severity="error">{translate('app.link_preview.load_error')}</Alert>;
  else if (link && preview.isPending) body = <CircularProgress aria-label={translate('ra.page.loading')} />;
  else if (!preview.data)
    body = (
      <Alert severity="warning" role="alert">
        <Typography fontWeight={600}>{translate('app.link_preview.invalid')}</Typography>
        {translate('app.link_preview.invalid_hint')}
      </Alert>
    );
  else {
    let action;
    if (connect.data)
      action = (
        <Alert severity="success" role="status">
          <Typography fontWeight={600}>
            {connect.data.brand
              ? translate('app.link_preview.connected', { name: connect.data.salesUser.name, brand: connect.data.brand.name })
              : translate('app.link_preview.connected_no_brand', { name: connect.data.salesUser.name })}
          </Typography>
          {translate('app.link_preview.connected_hint')}
        </Alert>
      );
    // A failed connect after signing in shows below the button of the signed-in state.
    else if (!user) action = <SignInAndConnect mayConnect={mayConnect} onSignedIn={() => connect.mutateAsync().catch(() => undefined)} />;
    else if (role !== 'authenticated') action = <Alert severity="info">{translate('app.link_preview.not_for_role')}</Alert>;
    else
      action = (
        <Stack spacing={1.5}>
          <Typography color="text.secondary">{translate('app.link_preview.signed_in_as', { name: personName(user) })}</Typography>
          <Button variant="contained" size="large" onClick={() => mayConnect() && connect.mutate()} disabled={connect.isPending}>
            {connect.isPending ? <CircularProgress size={24} color="inherit" /> : translate('app.link_preview.connect')}
          </Button>
          {connect.error && <Alert severity="error">{translate(connect.error.message)}</Alert>}
        </Stack>
      );
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.link_preview.intro')}
        </Typography>
        <Summary preview={preview.data} />
        <Divider sx={{ mb: 2 }} />
        {/* Who sees what, agreed to before anything is sent (signed out: before signing in). */}
        {!connect.data && (!user || role === 'authenticated') && (
          <ConsentStep
            rep={repNameOf(preview.data)}
            brand={preview.data.brand?.name ?? null}
            agreed={agreed}
            onChange={(value) => {
              setAgreed(value);
              if (value) setMissing(false);
            }}
            missing={missing}
            boxRef={consentBox}
          />
        )}
        {action}
      </>
    );
  }

  return <AuthCard title={translate('app.link_preview.title')}>{body}</AuthCard>;
};
