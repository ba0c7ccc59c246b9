import { api, ApiError } from '@/client/lib/api-client';
import type { InterviewerInput, SlotStatus } from '@/shared/schemas/interviewers';
import type { WeeklyPattern } from '@/shared/slot-pattern';

/** Interviewers & slots (server: console/console.interviewers.routes.ts). */
const base = '/api/admin/console/interviewers';

export interface AdminInterviewer {
  id: string;
  slug: string;
  name: string;
  age: number;
  rating: number;
  recommendationsCount: number;
  recommendationPlaces: string[];
  specialization: string;
  experienceYears: number;
  bio: string;
  isActive: boolean;
  createdAt: string;
  upcoming: { available: number; held: number; booked: number };
}
export interface AdminSlot {
  id: string;
  startsAt: string;
  timeZone: string;
  status: SlotStatus;
  holdExpiresAt: string | null;
  requestId: string | null;
  requestStatus: string | null;
  candidate: string | null;
}

const qs = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v);
  const str = s.toString();
  return str ? `?${str}` : '';
};

export const interviewersApi = {
  list: () => api.get<{ interviewers: AdminInterviewer[] }>(base),
  create: (body: InterviewerInput) => api.post<{ interviewer: AdminInterviewer }>(base, body),
  update: (id: string, body: Partial<InterviewerInput>) =>
    api.patch<{ interviewer: AdminInterviewer }>(`${base}/${id}`, body),
  slots: (id: string, q: { from?: string; to?: string; status?: string }) =>
    api.get<{ from: string; to: string; slots: AdminSlot[] }>(`${base}/${id}/slots${qs(q)}`),
  addSlot: (id: string, body: { startsAt: string; timeZone: string }) =>
    api.post<{ slot: { id: string; startsAt: string } }>(`${base}/${id}/slots`, body),
  addWeekly: (id: string, body: WeeklyPattern) =>
    api.post<{ created: number; skipped: number; slots: string[] }>(
      `${base}/${id}/slots/weekly`,
      body,
    ),
  cancelSlot: (slotId: string) =>
    api.post<{ outcome: 'removed' | 'cancelled'; refunded: boolean }>(
      `${base}/slots/${slotId}/cancel`,
    ),
  joinLink: (requestId: string) =>
    api.post<{ url: string; expiresAt: string }>(`${base}/requests/${requestId}/join-link`),
};

/** A multipart upload (the JSON client cannot send files); errors as ApiError like the rest. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.set('file', file);
  const res = await fetch(new URL(path, window.location.origin), {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const json = (await res.json().catch(() => null)) as {
    error?: { code: string; message: string };
  } | null;
  if (!res.ok)
    throw new ApiError(
      res.status,
      json?.error?.code ?? 'HTTP_ERROR',
      json?.error?.message ?? `The upload failed (${res.status}).`,
    );
  return json as T;
}

export const roomFilesApi = {
  image: (roomId: string, file: File) =>
    uploadFile<{ roomImage: string; width: number; height: number }>(
      `/api/admin/console/rooms/${roomId}/image`,
      file,
    ),
  material: (roomId: string, file: File) =>
    uploadFile<{ roomFileName: string; bytes: number }>(
      `/api/admin/console/rooms/${roomId}/material`,
      file,
    ),
};
