import { api } from '@/client/lib/api-client';
import type {
  ConsolePicture,
  ContentBank,
  ContentItem,
  ContentPage,
  ImportResult,
} from '@/shared/schemas/content';

/** The console's Content section API (server: console/console.content.routes.ts). */
const base = '/api/admin/console/content';

const qs = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const str = s.toString();
  return str ? `?${str}` : '';
};

export type ContentStatus = 'active' | 'retired' | 'all';
export interface PicturePage {
  pictures: ConsolePicture[];
  total: number;
  page: number;
  pageSize: number;
}

export const contentKeys = {
  all: ['console', 'content'] as const,
  bank: (bank: ContentBank) => ['console', 'content', bank] as const,
  pictures: ['console', 'content', 'pictures'] as const,
};

export const contentApi = {
  list: (
    bank: ContentBank,
    params: { q: string; status: ContentStatus; page: number; pageSize: number },
  ) => api.get<ContentPage>(`${base}/${bank}${qs(params)}`),
  create: (bank: ContentBank, body: unknown) =>
    api.post<{ item: ContentItem }>(`${base}/${bank}`, body),
  update: (bank: ContentBank, id: string, body: unknown) =>
    api.patch<{ item: ContentItem }>(`${base}/${bank}/${id}`, body),
  setActive: (bank: ContentBank, id: string, isActive: boolean) =>
    api.post<{ item: ContentItem }>(`${base}/${bank}/${id}/${isActive ? 'restore' : 'retire'}`),
  importCsv: (bank: ContentBank, csv: string, commit: boolean) =>
    api.post<ImportResult>(`${base}/${bank}/import`, { csv, commit }),
  pictures: (params: { testType?: string; status: ContentStatus; page: number }) =>
    api.get<PicturePage>(`${base}/pictures${qs(params)}`),
  uploadPicture: (body: { testType: 'ppdt' | 'tat'; description: string; dataBase64: string }) =>
    api.post<{ picture: ConsolePicture }>(`${base}/pictures`, body),
  updatePicture: (id: string, description: string) =>
    api.patch<{ picture: ConsolePicture }>(`${base}/pictures/${id}`, { description }),
  setPictureActive: (id: string, isActive: boolean) =>
    api.post<{ picture: ConsolePicture }>(
      `${base}/pictures/${id}/${isActive ? 'restore' : 'retire'}`,
    ),
};
