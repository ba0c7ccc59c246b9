import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// Whole-app tests load lazy route chunks; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterAll(async () => {
  // sonner removes a closed toast 200 ms later on a timer its unmount does not clear: let any
  // such timer fire while the window exists ("window is not defined" failed a CI run). The same
  // wait covers the session reload 10 ms after a sign-out (lib/auth.tsx).
  await new Promise((resolve) => setTimeout(resolve, 250));
});
