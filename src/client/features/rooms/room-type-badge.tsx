import { ROOM_TYPE_LABELS, type RoomType } from '@/shared/rooms';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';

const TONE: Record<RoomType, string> = {
  ppdt_discussion: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  gd: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  lecturate: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
};

export function RoomTypeBadge({ type, className }: { type: RoomType; className?: string }) {
  return (
    <Badge variant="secondary" className={cn('border-transparent', TONE[type], className)}>
      {ROOM_TYPE_LABELS[type]}
    </Badge>
  );
}
