import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog';

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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Finish Test Early?</AlertDialogTitle>
          <AlertDialogDescription>
            Your answers so far are kept, including what is typed in the box now. The remaining{' '}
            {nouns} will be marked as not attempted. You can still submit the test for evaluation.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Going</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Finish Test</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
