import type { ReactNode } from 'react';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/client/components/ui/sidebar';
import { Separator } from '@/client/components/ui/separator';
import { useAuth } from '@/client/lib/auth';
import { AppSidebar } from './app-sidebar';
import { ThemeToggle } from './theme-toggle';

/** The signed-in layout: sidebar, header (toggle, theme, email) and the page. */
export function AppShell({
  children,
  defaultSidebarOpen,
}: {
  children: ReactNode;
  /** Without the sidebar cookie (the app reads it; the server's first frame cannot). */
  defaultSidebarOpen?: boolean;
}) {
  const { user } = useAuth();
  return (
    <SidebarProvider defaultOpen={defaultSidebarOpen}>
      <AppSidebar />
      <SidebarInset>
        <header className="sticky top-0 print:hidden z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
          <SidebarTrigger className="-ml-1" />
          <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
          {/* The email comes with the session, after the served first frame: it sits left of the
              theme toggle, which keeps its place at the right edge. */}
          <div className="ml-auto flex min-w-0 items-center gap-2">
            {user && (
              <span className="truncate text-sm text-muted-foreground" title={user.email}>
                <span className="sr-only">Signed in as </span>
                {user.email}
              </span>
            )}
            <ThemeToggle />
          </div>
        </header>
        <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6 lg:p-8">{children}</div>
      </SidebarInset>
    </SidebarProvider>
  );
}
