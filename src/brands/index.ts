import BusinessIcon from '@mui/icons-material/Business';
import { BrandList } from './BrandList';

export default {
  name: 'brand-management',
  list: BrandList,
  icon: BusinessIcon,
  options: { label: 'app.menu.brand_management' },
};
