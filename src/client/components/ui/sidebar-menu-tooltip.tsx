import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip-radix';

/**
 * A sidebar item's label beside it while the sidebar is collapsed to icons. Loaded once the
 * sidebar is first collapsed on a wide screen (sidebar.tsx), and kept from then on.
 */
export function SidebarMenuTooltip({
  label,
  hidden,
  children,
}: {
  /** Read by sidebar.tsx: the sidebar is collapsed on a wide screen. */
  isWanted: boolean;
  label: string;
  hidden: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={hidden}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
}
