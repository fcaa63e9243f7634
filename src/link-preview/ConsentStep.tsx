import type { Ref } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONSENT_DATA } from '@markenportal/contract';

/**
 * Before a doctor or PTA connects: who will see their data (the rep by name and the brand), which
 * data, and a box to agree, never ticked in advance. The text is the catalog's `app.consent`, of the
 * version CONSENT_TEXT_VERSION (docs/decisions/0036-consent-and-notice.md).
 */
export const ConsentStep = ({
  rep,
  brand,
  agreed,
  onChange,
  missing,
  boxRef,
}: {
  rep: string;
  brand: string | null;
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  /** The doctor tried to connect without agreeing. */
  missing: boolean;
  boxRef?: Ref<HTMLInputElement>;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="consent-title" sx={{ mb: 2 }}>
      <Typography id="consent-title" variant="subtitle1" component="h2" fontWeight={600}>
        {translate('app.consent.title')}
      </Typography>
      <Typography>{brand ? translate('app.consent.who', { rep, brand }) : translate('app.consent.who_no_brand', { rep })}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {CONSENT_DATA.map((kind) => (
          <li key={kind}>
            <Typography>{translate(`app.consent.data.${kind}`)}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.consent.withdraw_hint')}
      </Typography>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => onChange(event.target.checked)}
            inputRef={boxRef}
            sx={{ mt: -1 }}
            slotProps={{ input: { 'aria-invalid': missing, 'aria-describedby': missing ? 'consent-missing' : undefined } as never }}
          />
        }
        label={brand ? translate('app.consent.agree', { rep, brand }) : translate('app.consent.agree_no_brand', { rep })}
      />
      {missing && (
        <FormHelperText id="consent-missing" error role="alert">
          {translate('app.consent.required')}
        </FormHelperText>
      )}
    </Box>
  );
};
