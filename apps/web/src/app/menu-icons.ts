import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BiotechIcon from '@mui/icons-material/Biotech';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import CategoryIcon from '@mui/icons-material/Category';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PublicIcon from '@mui/icons-material/Public';
import QuizIcon from '@mui/icons-material/Quiz';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import StoreIcon from '@mui/icons-material/Store';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The side menu's icons, named in the route table. They live here, with the (lazily loaded) layout,
 * so that the route table, which the router and therefore the login page load, carries no icon code.
 */
export const MENU_ICONS = {
  home: HomeIcon,
  users: PeopleIcon,
  versions: NewReleasesIcon,
  countries: PublicIcon,
  states: MapIcon,
  municipalities: LocationCityIcon,
  branches: StoreIcon,
  categories: CategoryIcon,
  subcategories: AccountTreeIcon,
  products: Inventory2Icon,
  appointmentTypes: EventNoteIcon,
  paymentMethods: PaymentsIcon,
  accessLog: ManageSearchIcon,
  questions: QuizIcon,
  sales: PointOfSaleIcon,
  labOrders: BiotechIcon,
  reminders: NotificationsActiveIcon,
  salesReport: AssessmentIcon,
  paymentsReport: RequestQuoteIcon,
  auditsReport: ReceiptLongIcon,
} satisfies Record<string, SvgIconComponent>;

export type MenuIconName = keyof typeof MENU_ICONS;

/** A menu entry's icon; an entry without one of its own (a new catalogue) gets a list. */
export const menuIcon = (name: string): SvgIconComponent =>
  Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name as MenuIconName] : ListAltIcon;
