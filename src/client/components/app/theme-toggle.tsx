import { useState } from 'react';
import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { applyTheme, currentTheme } from '@/client/lib/theme';

export function ThemeToggle() {
  // No document when the server's first frame is rendered at build time (client/first-frame.tsx).
  const [theme, setTheme] = useState(() =>
    typeof document === 'undefined' ? 'light' : currentTheme(),
  );
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {/* The icon follows the theme class on <html>, so it is right before the script runs. */}
      <SunIcon aria-hidden="true" className="hidden dark:block" />
      <MoonIcon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
