import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

const ReportPage = lazyPage(() => import('./pages'), 'ReportPage');

/** /generate-report: the operator's figures per brand and period. */
export default defineFeature({
  name: 'generate-report',
  icon: AssessmentIcon,
  label: 'app.menu.reports',
  routes: [{ path: '/generate-report', page: ReportPage }],
  menuPage: ReportPage,
});
