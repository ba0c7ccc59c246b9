import type { ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import type { PiqFormValues } from '@/shared/schemas/piq';
import { piqOptionLabels } from '@/shared/schemas/piq';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { cn } from '@/client/lib/utils';

type Name = FieldPath<PiqFormValues>;

interface FieldProps {
  name: Name;
  /** The full label: the accessible name and the one validation messages use. */
  label: string;
  /** A shorter label to show when a group heading already says the rest ("Place" under "Max Residence"). */
  shortLabel?: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

const fieldId = (name: string) => `piq-${name.replace(/\./g, '-')}`;

function FieldShell({
  name,
  label,
  shortLabel,
  required,
  hint,
  className,
  children,
}: FieldProps & {
  children: (a11y: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'aria-label'?: string;
  }) => ReactNode;
}) {
  const { errors } = useFormState<PiqFormValues>({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = fieldId(name);
  const described = [message ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center gap-1">
        <Label htmlFor={id}>{shortLabel ?? label}</Label>
        {/* Outside the label, so the field's accessible name is just its label. */}
        {required && (
          <span className="text-sm leading-none text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-label': shortLabel ? label : undefined,
      })}
      {hint && !message && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

/** Clears a field's "is required" mark as soon as the user edits it. */
function useClearOnChange(name: Name) {
  const { clearErrors, register } = useFormContext<PiqFormValues>();
  return register(name, { onChange: () => clearErrors(name) });
}

export function TextField(
  props: FieldProps & { placeholder?: string; autoComplete?: string; list?: string },
) {
  const registration = useClearOnChange(props.name);
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <Input
          {...a11y}
          {...registration}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete ?? 'off'}
          list={props.list}
        />
      )}
    </FieldShell>
  );
}

export function DateField(props: FieldProps) {
  const registration = useClearOnChange(props.name);
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <Input
          {...a11y}
          {...registration}
          type="date"
          min="1940-01-01"
          max={new Date().toISOString().slice(0, 10)}
          className="block"
        />
      )}
    </FieldShell>
  );
}

export function NumberField(
  props: FieldProps & {
    unit?: string;
    min?: number;
    max?: number;
    step?: number;
    placeholder?: string;
  },
) {
  const registration = useClearOnChange(props.name);
  const decimal = props.step !== undefined && props.step < 1;
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <div className="relative">
          <Input
            {...a11y}
            {...registration}
            type="number"
            inputMode={decimal ? 'decimal' : 'numeric'}
            min={props.min}
            max={props.max}
            step={props.step ?? 1}
            placeholder={props.placeholder}
            className={props.unit ? 'pr-12' : undefined}
          />
          {props.unit && (
            <span
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
              aria-hidden="true"
            >
              {props.unit}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  );
}

export function TextareaField(props: FieldProps & { placeholder?: string }) {
  const registration = useClearOnChange(props.name);
  return (
    <FieldShell {...props}>
      {(a11y) => <Textarea {...a11y} {...registration} placeholder={props.placeholder} rows={3} />}
    </FieldShell>
  );
}

export function SelectField(
  props: FieldProps & { options: readonly string[]; placeholder?: string },
) {
  const { control, clearErrors } = useFormContext<PiqFormValues>();
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <Controller
          control={control}
          name={props.name}
          render={({ field }) => (
            <Select
              value={typeof field.value === 'string' ? field.value : ''}
              onValueChange={(v) => {
                field.onChange(v);
                clearErrors(props.name);
              }}
            >
              <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue placeholder={props.placeholder ?? 'Select'} />
              </SelectTrigger>
              <SelectContent>
                {props.options.map((o) => (
                  <SelectItem key={o} value={o}>
                    {piqOptionLabels[o] ?? o}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FieldShell>
  );
}

/** A titled group of fields (a residence, a parent). */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {description && <p className="-mt-2 text-xs text-muted-foreground">{description}</p>}
      {children}
    </fieldset>
  );
}

export const fieldGrid = 'grid gap-4 sm:grid-cols-2';
