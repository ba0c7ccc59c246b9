import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@/shared/schemas/profile';
import { api } from '@/client/lib/api-client';
import { apiPaths } from '@/client/lib/paths';

export { subscriptionQueryOptions, useSubscription } from '@/client/lib/subscription';

export const settingsKeys = {
  profile: ['profile'] as const,
};

export const profileQueryOptions = queryOptions({
  queryKey: settingsKeys.profile,
  queryFn: ({ signal }) => api.get<Profile>(apiPaths.profile, { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
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
