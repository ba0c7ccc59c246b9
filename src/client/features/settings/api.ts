import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@/shared/schemas/profile';
import type { CurrentSubscription } from '@/shared/schemas/subscription';
import { api } from '@/client/lib/api-client';
import { apiPaths } from '@/client/lib/paths';

export const settingsKeys = {
  profile: ['profile'] as const,
  subscription: ['subscription'] as const,
};

export const profileQueryOptions = queryOptions({
  queryKey: settingsKeys.profile,
  queryFn: ({ signal }) => api.get<Profile>(apiPaths.profile, { signal }),
});

export const subscriptionQueryOptions = queryOptions({
  queryKey: settingsKeys.subscription,
  queryFn: ({ signal }) => api.get<CurrentSubscription>(apiPaths.subscription, { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}

export function useUpdateProfile(
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<Profile>(apiPaths.profile, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.profile, profile);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
