import ListAltIcon from '@mui/icons-material/ListAlt';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Feature } from '../lib/feature';
import { FEATURES } from './features';

const features: readonly Feature[] = FEATURES;

/** The side menu's icons, by the key a menu entry names: each feature brings its own. */
const MENU_ICONS = new Map<string, SvgIconComponent>(
  features.flatMap((feature) => Object.entries(feature.icons ?? {})),
);

/** A menu entry's icon; an entry without one of its own (a new catalogue) gets a list. */
export const menuIcon = (name: string): SvgIconComponent => MENU_ICONS.get(name) ?? ListAltIcon;
