import HomeIcon from '@mui/icons-material/Home';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

const Home = lazyPage(() => import('./Home'), 'Home');

/** /home: every role's start page (docs/decisions/0008-start-pages.md). */
export default defineFeature({
  name: 'home',
  icon: HomeIcon,
  label: 'app.menu.home',
  routes: [{ path: '/home', page: Home }],
  menuPage: Home,
});
