import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheckIcon,
  ReceiptIndianRupeeIcon,
  DoorOpenIcon,
  HistoryIcon,
  ActivityIcon,
  FileTextIcon,
  InboxIcon,
  RotateCcwIcon,
  CalendarClockIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/client/lib/paths';

/**
 * The operator console's sections (issue 17): one route each under /admin/<id>, listed in the
 * sidebar's Admin group (shown to admins only; the server checks the role on every call).
 * The page that draws each section is mapped in features/console/console-page.tsx.
 */
export const CONSOLE_SECTIONS = [
  { id: 'overview', title: 'Overview', icon: ActivityIcon },
  { id: 'interviews', title: 'Interview requests', icon: CalendarCheckIcon },
  { id: 'interviewers', title: 'Interviewers & slots', icon: CalendarClockIcon },
  { id: 'rooms', title: 'Rooms', icon: DoorOpenIcon },
  { id: 'users', title: 'Users', icon: UsersIcon },
  { id: 'payments', title: 'Payments', icon: ReceiptIndianRupeeIcon },
  { id: 'content', title: 'Content', icon: FileTextIcon },
  { id: 'feedback', title: 'Feedback inbox', icon: InboxIcon },
  { id: 'evaluations', title: 'Evaluations', icon: RotateCcwIcon },
  { id: 'audit', title: 'Audit log', icon: HistoryIcon },
] as const satisfies readonly { id: string; title: string; icon: LucideIcon }[];

export type ConsoleSectionId = (typeof CONSOLE_SECTIONS)[number]['id'];
export const DEFAULT_CONSOLE_SECTION: ConsoleSectionId = 'overview';
export const consolePath = (id: ConsoleSectionId) => `${paths.admin}/${id}`;
export const consoleSection = (id: string | undefined) => CONSOLE_SECTIONS.find((s) => s.id === id);
