import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';
import { authErrorMessage, loadAuthClient } from '@/client/lib/auth-fetch';
import { paths } from '@/client/lib/paths';
import { GoogleIcon } from './google-icon';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
export const GOOGLE_ERROR_TITLE = 'Google Sign-In Error';
export const GOOGLE_ERROR_FALLBACK = 'Failed to sign in with Google.';

export function GoogleButton({ isEnabled, isLoading }: { isEnabled: boolean; isLoading: boolean }) {
  const [isRedirecting, setRedirecting] = useState(false);

  const signIn = async () => {
    setRedirecting(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: paths.home,
        errorCallbackURL: `${paths.auth}?error=google`,
      });
      if (error) {
        toast.error(GOOGLE_ERROR_TITLE, {
          description: authErrorMessage(error) || GOOGLE_ERROR_FALLBACK,
        });
        setRedirecting(false);
      }
      // On success the browser is already on its way to Google.
    } catch (error) {
      toast.error(GOOGLE_ERROR_TITLE, {
        description: (error instanceof Error && error.message) || GOOGLE_ERROR_FALLBACK,
      });
      setRedirecting(false);
    }
  };

  const button = (
    <Button
      variant="outline"
      className="w-full"
      disabled={!isEnabled || isLoading || isRedirecting}
      onClick={signIn}
      aria-describedby={!isEnabled && !isLoading ? 'google-not-configured' : undefined}
    >
      <GoogleIcon className="size-4" />
      Continue with Google
    </Button>
  );

  if (isEnabled || isLoading) return button;
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
          <span
            tabIndex={0}
            aria-label={`Continue with Google: ${GOOGLE_NOT_CONFIGURED}`}
            className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {button}
          </span>
        </TooltipTrigger>
        <TooltipContent aria-hidden="true">{GOOGLE_NOT_CONFIGURED}</TooltipContent>
      </Tooltip>
      <span id="google-not-configured" className="sr-only">
        {GOOGLE_NOT_CONFIGURED}
      </span>
    </>
  );
}
