import type { FieldError as RhfFieldError } from 'react-hook-form';

/** A form field's message from its zod schema, tied to the input by aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: RhfFieldError }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {error.message}
    </p>
  );
}
