import type { SvgIconComponent } from '@mui/icons-material';
import LabelIcon from '@mui/icons-material/Label';
import { featureNamed } from '../features';

/** A menu item's icon: its feature's (src/features.ts). */
export const menuIcon = (resource: string): SvgIconComponent => featureNamed(resource)?.icon ?? LabelIcon;
