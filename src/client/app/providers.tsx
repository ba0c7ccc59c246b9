import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/client/components/ui/toaster';
import { AuthProvider } from '@/client/lib/auth';
import { createQueryClient } from '@/client/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {/* No TooltipProvider: each Tooltip brings its own (components/ui/tooltip.tsx). */}
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
