import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import type { PracticeTestType } from '@/shared/practice-rules';

const PRACTICE_AGAIN = {
  wat: {
    title: 'Are you sure?',
    description:
      'This will skip the evaluation of this test and take you back to the setup screen. This action cannot be undone.',
  },
  srt: {
    title: 'Practice Again?',
    description: 'Your current progress will be lost and you will go back to the setup screen.',
  },
} as const;

/** Practice Again's confirmation on the completion card (loaded when it first opens). */
export function PracticeAgainDialog({
  open,
  onOpenChange,
  testType,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testType: PracticeTestType;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      {...PRACTICE_AGAIN[testType]}
      confirmLabel="Practice Again"
      onConfirm={onConfirm}
    />
  );
}
