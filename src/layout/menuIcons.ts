import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import ArticleIcon from '@mui/icons-material/Article';
import EventIcon from '@mui/icons-material/Event';
import BadgeIcon from '@mui/icons-material/Badge';
import StorefrontIcon from '@mui/icons-material/Storefront';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import ContactsIcon from '@mui/icons-material/Contacts';
import ChatIcon from '@mui/icons-material/Chat';
import PersonIcon from '@mui/icons-material/Person';
import BusinessIcon from '@mui/icons-material/Business';
import GroupIcon from '@mui/icons-material/Group';
import EngineeringIcon from '@mui/icons-material/Engineering';
import AssessmentIcon from '@mui/icons-material/Assessment';

export const menuIcons: Record<string, SvgIconComponent> = {
  home: HomeIcon,
  posts: ArticleIcon,
  events: EventIcon,
  sales: BadgeIcon,
  'brand-profile': StorefrontIcon,
  'brand-admins': AdminPanelSettingsIcon,
  'brand-history': HistoryIcon,
  contacts: ContactsIcon,
  chat: ChatIcon,
  profile: PersonIcon,
  'brand-management': BusinessIcon,
  'user-management': GroupIcon,
  'employee-management': EngineeringIcon,
  'generate-report': AssessmentIcon,
};
