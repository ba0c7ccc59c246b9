import { api } from '@/client/lib/api-client';

/** The console's API (server: features/console/console.routes.ts), under /api/admin/console. */
const base = '/api/admin/console';

export interface InterviewRequestRow {
  id: string;
  status: string;
  candidate: string;
  interviewer: string;
  startsAt: string;
  orderId: string | null;
  isIncluded: boolean;
  createdAt: string;
}
export interface ConsoleRoom {
  id: string;
  title: string;
  roomType: 'ppdt_discussion' | 'gd' | 'lecturate';
  scheduledDatetime: string;
  durationMinutes: number;
  maxParticipants: number;
  seatsTaken: number;
  modName: string;
  modEmail: string;
  description: string;
  isActive: boolean;
  isPrivate: boolean;
  roomFileName?: string | null;
}
export interface Participant {
  enrollmentId: string;
  name: string;
  email: string;
  phone: string | null;
  emailReminderAt: string | null;
  whatsappReminderAt: string | null;
  enrolledAt: string;
}
export interface ConsoleUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  role: string;
  createdAt: string;
}
export interface UserDetail {
  user: ConsoleUser;
  credits: {
    credits: Record<'wat' | 'srt' | 'ppdt', number>;
    hasUnlimited: boolean;
    planName: string;
  };
  ledger: {
    id: string;
    testType: string;
    delta: number;
    reason: string;
    note: string | null;
    createdAt: string;
  }[];
}
export interface AuditEntry {
  id: string;
  actor: string;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

const qs = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const str = s.toString();
  return str ? `?${str}` : '';
};

export const consoleApi = {
  me: () => api.get<{ actor: { id: string; email: string } }>(`${base}/me`),
  interviews: (status?: string) =>
    api.get<{ requests: InterviewRequestRow[] }>(`${base}/interviews${qs({ status })}`),
  interviewAction: (id: string, action: string) =>
    api.post<{ request: { id: string; status: string; refunded: boolean } }>(
      `${base}/interviews/${id}/${action}`,
    ),
  rooms: () => api.get<{ rooms: ConsoleRoom[] }>(`${base}/rooms`),
  createRoom: (body: unknown) => api.post<{ room: ConsoleRoom }>(`${base}/rooms`, body),
  updateRoom: (id: string, body: unknown) =>
    api.patch<{ room: ConsoleRoom }>(`${base}/rooms/${id}`, body),
  cancelRoom: (id: string) => api.post(`${base}/rooms/${id}/cancel`),
  participants: (id: string) =>
    api.get<{ participants: Participant[] }>(`${base}/rooms/${id}/participants`),
  users: (email: string) => api.get<{ users: ConsoleUser[] }>(`${base}/users${qs({ email })}`),
  user: (id: string) => api.get<UserDetail>(`${base}/users/${encodeURIComponent(id)}`),
  grantCredits: (id: string, body: { testType: string; amount: number; reason: string }) =>
    api.post<{ before: number; after: number }>(
      `${base}/users/${encodeURIComponent(id)}/credits`,
      body,
    ),
  audit: (params: Record<string, string | number | undefined>) =>
    api.get<AuditPage>(`${base}/audit${qs(params)}`),
};

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
