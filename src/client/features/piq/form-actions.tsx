import {
  ChevronLeftIcon,
  ChevronRightIcon,
  LoaderCircleIcon,
  SaveIcon,
  SendIcon,
  XIcon,
} from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { CardFooter } from '@/client/components/ui/card';

interface FormActionsProps {
  mode: 'new' | 'edit';
  isFirst: boolean;
  isLast: boolean;
  isSubmitting: boolean;
  isSaving: boolean;
  onPrevious: () => void;
  onSaveProgress: () => void;
  onCancel: () => void;
}

/**
 * Previous, Save Progress, Cancel (edit only) and Next, or Submit PIQ / Update PIQ on the last
 * step. Next and Submit are the form's submit button. Two rows on a phone, one on wider screens.
 */
export function FormActions({
  mode,
  isFirst,
  isLast,
  isSubmitting,
  isSaving,
  onPrevious,
  onSaveProgress,
  onCancel,
}: FormActionsProps) {
  const isBusy = isSubmitting || isSaving;
  const wide = mode === 'edit' ? '' : 'col-span-2';
  return (
    <CardFooter className="grid grid-cols-2 gap-2 border-t sm:flex sm:flex-wrap sm:justify-between [.border-t]:pt-5">
      <div className="col-span-2 grid grid-cols-2 gap-2 sm:flex">
        <Button variant="outline" onClick={onPrevious} disabled={isFirst}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" onClick={onSaveProgress} disabled={isBusy}>
          {isSaving ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <SaveIcon aria-hidden="true" />
          )}
          Save Progress
        </Button>
      </div>
      <div className="col-span-2 grid grid-cols-2 gap-2 sm:flex">
        {mode === 'edit' && (
          <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
            <XIcon aria-hidden="true" />
            Cancel
          </Button>
        )}
        {isLast ? (
          <Button type="submit" disabled={isBusy} className={wide}>
            {isSubmitting ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            {mode === 'new' ? 'Submit PIQ' : 'Update PIQ'}
          </Button>
        ) : (
          <Button type="submit" className={wide}>
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>
    </CardFooter>
  );
}
