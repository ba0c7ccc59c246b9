import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Whole-app tests load lazy route chunks; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
