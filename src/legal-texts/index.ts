import GavelIcon from '@mui/icons-material/Gavel';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { LEGAL_PATHS } from '../common/LegalLinks';
import { createLegalTextMethods } from './legalTextMethods';

const LegalTextsEdit = lazyPage(() => import('./LegalTextsEdit'), 'LegalTextsEdit');

/**
 * „Datenschutz“ and „Impressum“: the public pages every page links (common/LegalLinks.tsx), and
 * the operator's form that writes them (docs/decisions/0036-consent-and-notice.md).
 */
export default defineFeature({
  name: 'legal-texts',
  icon: GavelIcon,
  label: 'app.menu.legal_texts',
  routes: [{ path: '/legal-texts', page: LegalTextsEdit }],
  menuPage: LegalTextsEdit,
  publicRoutes: [
    { path: LEGAL_PATHS.privacy, page: lazyPage(() => import('./LegalTextPage'), 'PrivacyPage') },
    { path: LEGAL_PATHS.imprint, page: lazyPage(() => import('./LegalTextPage'), 'ImprintPage') },
  ],
  dataProvider: { methods: ({ http }) => createLegalTextMethods(http) },
});
