import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll } from 'vitest';

// Whole-app tests load lazy route chunks; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// better-auth's session atom (nanostores) unmounts 1 s after its last listener, on a timer that
// can fire after this file's jsdom window is torn down ("target.removeEventListener is not a
// function"). Unmount it now, while the window still exists, if the file loaded the auth client.
afterAll(async () => {
  const { authClient } = await import('@/client/lib/auth-client');
  cleanStores(authClient.$store.atoms.session);
  // sonner removes a closed toast 200 ms later on a timer its unmount does not clear: let any
  // such timer fire while the window exists ("window is not defined" failed a CI run).
  await new Promise((resolve) => setTimeout(resolve, 250));
});
