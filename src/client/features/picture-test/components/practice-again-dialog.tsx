import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

/** 'Practice Again', confirmed: the local state is cleared and the start card comes back. */
export function PracticeAgainDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Practice Again?"
      description="This test will not be evaluated: its progress is cleared and you go back to the start. This cannot be undone."
      confirmLabel="Practice Again"
      onConfirm={onConfirm}
    />
  );
}
