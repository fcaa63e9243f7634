import type { ElementType } from 'react';
import { Box, Link } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The paths of the public pages with the operator's texts (the legal-texts feature). */
export const LEGAL_PATHS = { privacy: '/privacy', imprint: '/imprint' } as const;

/**
 * „Datenschutz“ and „Impressum“, at the foot of every page. Plain links by default (the sign-in
 * pages carry no router, docs/architecture.md "The sign-in pages' light entry"); inside the app
 * `router` is react-router's Link, so following one keeps the app.
 */
export const LegalLinks = ({ router }: { router?: ElementType }) => {
  const translate = useTranslate();
  const link = (key: keyof typeof LEGAL_PATHS) =>
    router ? (
      <Link component={router} to={LEGAL_PATHS[key]} color="text.secondary" variant="body2">
        {translate(`app.legal.${key}`)}
      </Link>
    ) : (
      <Link href={LEGAL_PATHS[key]} color="text.secondary" variant="body2">
        {translate(`app.legal.${key}`)}
      </Link>
    );
  return (
    <Box component="nav" aria-label={translate('app.legal.nav')} sx={{ display: 'flex', gap: 2, justifyContent: 'center', py: 2 }}>
      {link('privacy')}
      {link('imprint')}
    </Box>
  );
};
