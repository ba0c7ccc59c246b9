import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '@/client/app/paths';
import { authClient, authErrorMessage, type AuthSession, type AuthUser } from './auth-client';

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  isPending: boolean;
  /** Reloads the session, e.g. after turning two-factor on or off. */
  refetch: () => Promise<unknown>;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending: isLoading, refetch } = authClient.useSession();
  // better-auth reports "pending" again while it refetches a visitor's session (e.g. after
  // sign-up). Only the first load counts, or pages would flash 'Loading...' and lose their state.
  const hasLoaded = useRef(false);
  if (!isLoading) hasLoaded.current = true;
  const isPending = isLoading && !hasLoaded.current;
  const value = useMemo<AuthState>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      isPending,
      refetch: () => refetch(),
    }),
    [data, isPending, refetch],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** Signs out, forgets every cached query of this user, then goes to /auth. */
export function useSignOut() {
  const { refetch } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error('Error', { description: authErrorMessage(error) || 'An unexpected error occurred.' });
      return;
    }
    queryClient.clear();
    await refetch();
    toast.success('Signed Out', { description: 'You have been signed out.' });
    navigate(paths.auth, { replace: true });
  }, [navigate, queryClient, refetch]);
}
