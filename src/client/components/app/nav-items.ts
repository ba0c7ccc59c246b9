import type { LucideIcon } from 'lucide-react';
import {
  BrainIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  CreditCardIcon,
  DoorOpenIcon,
  ImageIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  MessageSquareIcon,
  MicIcon,
  PresentationIcon,
  SettingsIcon,
  TimerIcon,
  TrendingUpIcon,
  UserPlusIcon,
} from 'lucide-react';
import { paths } from '@/client/lib/paths';
import { CONSOLE_SECTIONS, consolePath } from '@/client/lib/console-sections';

export interface NavItem {
  title: string;
  url: string;
  icon: LucideIcon;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar, exactly as spec part 1 §2 lists it: groups, routes and names. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Main',
    items: [
      { title: 'Dashboard', url: paths.home, icon: LayoutDashboardIcon },
      { title: 'PIQ Form', url: paths.piq, icon: ClipboardListIcon },
      { title: 'Progress', url: paths.progress, icon: TrendingUpIcon },
    ],
  },
  {
    label: 'Screening Tests',
    items: [
      { title: 'PPDT Test', url: paths.ppdt, icon: ImageIcon },
      { title: 'PPDT Results', url: paths.ppdtResults, icon: PresentationIcon },
    ],
  },
  {
    label: 'Psychological Tests',
    items: [
      { title: 'TAT', url: paths.tat, icon: ImagesIcon },
      { title: 'WAT', url: paths.wat, icon: BrainIcon },
      { title: 'SRT', url: paths.srt, icon: TimerIcon },
      { title: 'Results', url: paths.results, icon: ChartColumnIcon },
    ],
  },
  {
    label: 'Rooms',
    items: [
      { title: 'Room Register', url: paths.roomsRegister, icon: UserPlusIcon },
      { title: 'Room Join', url: paths.roomsJoin, icon: DoorOpenIcon },
    ],
  },
  {
    label: 'Interview',
    items: [{ title: 'Interview', url: paths.interview, icon: MicIcon }],
  },
  {
    label: 'Other',
    items: [
      { title: 'Subscription', url: paths.subscription, icon: CreditCardIcon },
      { title: 'Feedback', url: paths.feedback, icon: MessageSquareIcon },
      { title: 'Settings', url: paths.settings, icon: SettingsIcon },
    ],
  },
];

/** The operator console's group (issue 17), shown only to users whose role is 'admin'. */
export const ADMIN_NAV_GROUP: NavGroup = {
  label: 'Admin',
  items: CONSOLE_SECTIONS.map((s) => ({ title: s.title, url: consolePath(s.id), icon: s.icon })),
};
