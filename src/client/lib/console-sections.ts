import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheckIcon,
  CalendarClockIcon,
  DoorOpenIcon,
  HistoryIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/client/lib/paths';

/**
 * The operator console's sections (issue 17): one route each under /admin/<id>, listed in the
 * sidebar's Admin group (shown to admins only; the server checks the role on every call).
 * The page that draws each section is mapped in features/console/console-page.tsx.
 */
export const CONSOLE_SECTIONS = [
  { id: 'interviews', title: 'Interview requests', icon: CalendarCheckIcon },
  { id: 'interviewers', title: 'Interviewers & slots', icon: CalendarClockIcon },
  { id: 'rooms', title: 'Rooms', icon: DoorOpenIcon },
  { id: 'users', title: 'Users', icon: UsersIcon },
  { id: 'audit', title: 'Audit log', icon: HistoryIcon },
] as const satisfies readonly { id: string; title: string; icon: LucideIcon }[];

export type ConsoleSectionId = (typeof CONSOLE_SECTIONS)[number]['id'];
export const DEFAULT_CONSOLE_SECTION: ConsoleSectionId = 'interviews';
export const consolePath = (id: ConsoleSectionId) => `${paths.admin}/${id}`;
export const consoleSection = (id: string | undefined) => CONSOLE_SECTIONS.find((s) => s.id === id);
