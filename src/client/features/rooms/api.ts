import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import type { EnrolInput, RoomCard, RoomDetails } from '@/shared/schemas/rooms';
import type { MeetingJoin } from '@/shared/meeting';
import { api } from '@/client/lib/api-client';
import { apiPaths } from '@/client/lib/paths';

export const roomKeys = {
  all: ['rooms'] as const,
  list: () => [...roomKeys.all, 'list'] as const,
  enrolled: () => [...roomKeys.all, 'enrolled'] as const,
  detail: (id: string) => [...roomKeys.all, 'detail', id] as const,
  profile: ['profile'] as const,
};

const roomsPath = '/api/rooms';
const enrolmentPath = (id: string) => `${roomsPath}/${encodeURIComponent(id)}/enrolment`;

export function useRooms() {
  return useQuery(
    queryOptions({
      queryKey: roomKeys.list(),
      queryFn: ({ signal }) => api.get<{ rooms: RoomCard[] }>(roomsPath, { signal }),
      select: (d) => d.rooms,
    }),
  );
}

export function useEnrolledRooms() {
  return useQuery({
    queryKey: roomKeys.enrolled(),
    queryFn: ({ signal }) => api.get<{ rooms: RoomCard[] }>(`${roomsPath}/enrolled`, { signal }),
    select: (d) => d.rooms,
  });
}

export function useRoom(id: string) {
  return useQuery({
    queryKey: roomKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<RoomDetails>(`${roomsPath}/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export function useProfilePhone() {
  return useQuery({
    queryKey: roomKeys.profile,
    queryFn: ({ signal }) => api.get<Profile>(apiPaths.profile, { signal }),
    select: (p) => p.phone,
  });
}

export function useEnrol() {
  const qc = useQueryClient();
  return useMutation({
    // Each page shows the spec's own failure toast.
    onError: () => undefined,
    mutationFn: ({ roomId, input }: { roomId: string; input: EnrolInput }) =>
      api.post<{ enrolled: true }>(enrolmentPath(roomId), input),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: roomKeys.all });
      void qc.invalidateQueries({ queryKey: roomKeys.profile });
    },
  });
}

export function useUnenrol() {
  const qc = useQueryClient();
  return useMutation({
    // Each page shows the spec's own failure toast.
    onError: () => undefined,
    mutationFn: (roomId: string) => api.delete<{ enrolled: false }>(enrolmentPath(roomId)),
    onSettled: () => void qc.invalidateQueries({ queryKey: roomKeys.all }),
  });
}

export function useJoinMeeting() {
  return useMutation({
    // Each page shows the spec's own failure toast.
    onError: () => undefined,
    mutationFn: (roomId: string) =>
      api.post<{ join: MeetingJoin }>(`${roomsPath}/${encodeURIComponent(roomId)}/meeting`),
  });
}
