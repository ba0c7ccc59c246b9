import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { api } from '@/client/lib/api-client';
import { takeBootData } from '@/client/lib/boot';
import { apiPaths } from '@/client/lib/paths';

// The same query as Settings' profile (same key), so a saved full name shows here at once.
const profileQuery = {
  queryKey: ['profile'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Profile>(apiPaths.profile, { signal }),
  // Prefetched by index.html's first script on the dashboard (lib/boot.ts): the greeting has the
  // name in its first frame.
  initialData: () => takeBootData<Profile>(apiPaths.profile),
};

const seenKey = (userId: string) => `ssb:dashboard-seen:${userId}`;

function firstVisit(userId: string): boolean {
  try {
    const seen = localStorage.getItem(seenKey(userId)) !== null;
    if (!seen) localStorage.setItem(seenKey(userId), new Date().toISOString());
    return !seen;
  } catch {
    return false; // storage blocked: no way to know, so the usual greeting
  }
}

/**
 * 'Welcome' on the first visit to the dashboard, 'Welcome back' after. The name is the profile's
 * full name; without one, the account's name unless that is just the email's local part.
 */
export function useGreeting(user: { id: string; name?: string | null; email: string }): string {
  const [isFirst] = useState(() => firstVisit(user.id));
  const { data: profile } = useQuery(profileQuery);
  const accountName = user.name?.trim() ?? '';
  const name =
    profile?.fullName.trim() ||
    (accountName && accountName !== user.email.split('@')[0] ? accountName : '');
  const hello = isFirst ? 'Welcome' : 'Welcome back';
  return name ? `${hello}, ${name}` : hello;
}
