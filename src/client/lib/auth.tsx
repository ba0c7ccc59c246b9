import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '@/client/lib/paths';
import type { AuthSession, AuthUser } from './auth-client';
import { authErrorMessage, authFetch, broadcastSessionChange, errorFrom } from './auth-fetch';
import { getSessionState, refetchSession, subscribeSession } from './session-store';

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  isPending: boolean;
  /** Reloads the session, e.g. after turning two-factor on or off. */
  refetch: () => Promise<unknown>;
  /**
   * Where a deliberate exit (sign-out, account deletion) is heading, until that page has shown.
   * The protected wrapper sends a page that loses its user there rather than to /auth?redirect=.
   */
  leavingTo: string | null;
  setLeavingTo: (path: string | null) => void;
}

/**
 * Navigation state after sign-out or account deletion. The session store updates a moment after
 * the navigation, so the destination route treats this session as gone instead of bouncing a
 * still-"signed-in" user back into the app.
 */
export interface SessionEndedState {
  endedSessionId: string;
}

/** The user as a route should see it: null when the navigation says this session just ended. */
export function useCurrentUser(locationState: unknown): AuthUser | null {
  const { user, session } = useAuth();
  const ended = (locationState as Partial<SessionEndedState> | null)?.endedSessionId;
  return session && ended === session.id ? null : user;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The session store (lib/session-store.ts), not better-auth's client: the shell stays without it.
  const { data, isPending: isLoading } = useSyncExternalStore(
    subscribeSession,
    getSessionState,
    getSessionState,
  );
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  // The store reports "pending" again while it refetches a visitor's session (e.g. after
  // sign-up). Only the first load counts, or pages would flash 'Loading...' and lose their state.
  const hasLoaded = useRef(false);
  if (!isLoading) hasLoaded.current = true;
  const isPending = isLoading && !hasLoaded.current;

  const value = useMemo<AuthState>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      isPending,
      refetch: refetchSession,
      leavingTo,
      setLeavingTo,
    }),
    [data, isPending, leavingTo],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * Ends the session with `action` (sign-out, account deletion), forgets every cached query of the
 * user and goes to `to`. The protected wrapper stands down meanwhile, so it does not race us to
 * /auth?redirect=... when the session store empties before the navigation lands.
 */
export function useLeaveSession() {
  const { session, setLeavingTo } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (action: () => Promise<boolean>, to: string, onLeft: () => void) => {
      setLeavingTo(to);
      let hasLeft = false;
      try {
        hasLeft = await action();
      } finally {
        if (!hasLeft) setLeavingTo(null);
      }
      if (!hasLeft) return;
      queryClient.clear();
      onLeft();
      const state: SessionEndedState | undefined = session
        ? { endedSessionId: session.id }
        : undefined;
      await navigate(to, { replace: true, state });
    },
    [navigate, queryClient, session, setLeavingTo],
  );
}

/** For the page a deliberate exit lands on: the exit is over, so the wrapper works as usual again. */
export function useArrived() {
  const { leavingTo, setLeavingTo } = useAuth();
  useEffect(() => {
    if (leavingTo) setLeavingTo(null);
  }, [leavingTo, setLeavingTo]);
}

/** Signs out and goes to /auth with a 'Signed Out' toast. */
export function useSignOut() {
  const leave = useLeaveSession();
  return useCallback(
    () =>
      leave(
        async () => {
          const { error } = await signOut();
          if (error)
            toast.error('Error', {
              description: authErrorMessage(error) || 'An unexpected error occurred.',
            });
          return !error;
        },
        paths.auth,
        () => toast.success('Signed Out'),
      ),
    [leave],
  );
}

/**
 * POST /api/auth/sign-out as better-auth's client sends it, with its aftermath: the session is
 * reloaded 10 ms later (it is then null) and other tabs hear of it.
 */
async function signOut() {
  const response = await authFetch('/sign-out', { method: 'POST', body: '{}' });
  if (!response.ok) return { error: await errorFrom(response) };
  setTimeout(() => void refetchSession(), 10);
  broadcastSessionChange('signout');
  return { error: null };
}
