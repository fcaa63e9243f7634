import { forwardRef, useState } from 'react';
import { DialogContentText, ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { onlineManager } from '@tanstack/react-query';
import { Confirm, useLogout, useTranslate, useUserMenu } from 'react-admin';
import type { Outbox } from './outbox';
import { useOptionalOutbox } from './outboxContext';

/** How long signing out waits for unsent messages to reach the server, at most. */
export const SIGN_OUT_SEND_MS = 5000;

/** Sends what waits, for at most `ms`; the messages still unsent. */
const sendFirst = async (outbox: Outbox, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([outbox.flush().catch(() => undefined), late]).finally(() => clearTimeout(timer));
  return outbox.items().length;
};

/**
 * „Abmelden“ in the user menu (react-admin's Logout, with the field app's unsent chat messages in
 * mind). Messages the server does not have yet are sent first when the device is online; whatever is
 * still unsent (offline, or refused) is named in a dialog: the rep stays signed in (they are sent
 * when the connection is back) or discards them and signs out. Signing out on purpose then leaves
 * nothing of the account on the device (signOut.ts). Outside the field app there is no outbox.
 */
export const SignOutMenuItem = forwardRef<HTMLLIElement, MenuItemProps>(function SignOutMenuItem(props, ref) {
  const outbox = useOptionalOutbox();
  const logout = useLogout();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState(0);

  const signOut = () => {
    // Nothing of the list is sent or stored any more: it is deleted with the account's data.
    outbox?.stop();
    void logout(null, undefined, false);
  };
  const onClick = async () => {
    if (!outbox) return signOut();
    // Another tab may have written some meanwhile.
    await outbox.load().catch(() => undefined);
    let left = outbox.items().length;
    if (left > 0 && onlineManager.isOnline()) {
      setSending(true);
      left = await sendFirst(outbox, SIGN_OUT_SEND_MS);
      setSending(false);
    }
    if (left > 0) setUnsent(left);
    else signOut();
  };

  return (
    <>
      <MenuItem {...props} ref={ref} className="logout" disabled={sending} onClick={() => void onClick()}>
        <ListItemIcon>
          <ExitIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(sending ? 'app.offline.sign_out.sending' : 'ra.auth.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={unsent > 0}
        title="app.offline.sign_out.title"
        content={
          <>
            <DialogContentText>{translate('app.offline.sign_out.unsent', { smart_count: unsent })}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>{translate('app.offline.sign_out.hint', { smart_count: unsent })}</DialogContentText>
          </>
        }
        cancel="app.offline.sign_out.stay"
        confirm="app.offline.sign_out.discard"
        confirmColor="warning"
        onClose={() => {
          setUnsent(0);
          userMenu?.onClose();
        }}
        onConfirm={() => {
          setUnsent(0);
          signOut();
        }}
      />
    </>
  );
});
