import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { paths } from '@/client/lib/paths';
import { count } from '@/shared/plural';
import { TEST_NAMES, type TestType } from '@/shared/tests';

/** The Insufficient Credits dialog of spec part 2 §2, with its exact text and two buttons. */
export function InsufficientCreditsDialog({
  open,
  onOpenChange,
  testType,
  credits,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testType: TestType;
  credits: number;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Insufficient Credits</DialogTitle>
          <DialogDescription>
            You need credits to take the {TEST_NAMES[testType]}. You currently have{' '}
            {count(credits, 'credit')} remaining for this test.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate(paths.subscription);
            }}
          >
            Upgrade to Premium
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
