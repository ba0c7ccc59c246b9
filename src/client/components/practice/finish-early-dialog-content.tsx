import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

export function FinishEarlyDialog({
  open,
  onOpenChange,
  nouns,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nouns: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Finish Test Early?"
      description={
        <>
          Your answers so far are kept, including what is typed in the box now. The remaining{' '}
          {nouns} will be marked as not attempted. You can still submit the test for evaluation.
        </>
      }
      cancelLabel="Keep Going"
      confirmLabel="Finish Test"
      onConfirm={onConfirm}
    />
  );
}
