import type { ReactNode } from 'react';
import {
  piqLabels,
  piqOptionLabels,
  type PiqForm,
  type PiqScalarField,
} from '@/shared/schemas/piq';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';
import { piqSteps } from './steps';

// Building blocks of the read-only PIQ view.

const birthDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const units: Partial<Record<PiqScalarField, string>> = {
  height: 'm',
  weight: 'kg',
  ageYears: 'years',
  ageMonths: 'months',
  motherDeathAge: 'years',
  fatherDeathAge: 'years',
};

const choiceFields = new Set<PiqScalarField>([
  'casteCategory',
  'maritalStatus',
  'isDistrictHq',
  'parentsAlive',
  'nccTraining',
]);

export function NotProvided() {
  return <span className="font-normal text-muted-foreground italic">Not provided</span>;
}

/** A value as the view shows it: labels for choices, units for numbers, service choice in capitals. */
function shown(field: PiqScalarField, value: string | number | null): ReactNode {
  if (value === null || value === '') return <NotProvided />;
  if (field === 'serviceChoice') return String(value).toUpperCase();
  if (field === 'dateOfBirth') return birthDate.format(new Date(`${value}T00:00:00Z`));
  if (typeof value === 'number') return units[field] ? `${value} ${units[field]}` : String(value);
  return choiceFields.has(field) ? (piqOptionLabels[value] ?? value) : value;
}

export function Item({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * Short answers sit two to a row on a phone; long ones (`wide`) get the full width there. Under a
 * sub-heading ("Father") a `prefix` ("Father's ") is dropped from the labels.
 */
export function Fields({
  form,
  fields,
  wide = false,
  prefix,
  className,
}: {
  form: PiqForm;
  fields: PiqScalarField[];
  wide?: boolean;
  prefix?: string;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-4 gap-y-4 sm:gap-x-6 lg:grid-cols-3',
        wide ? 'sm:grid-cols-2' : 'grid-cols-2',
        className,
      )}
    >
      {fields.map((f) => (
        <Item key={f} label={prefix ? piqLabels[f].replace(prefix, '') : piqLabels[f]}>
          {shown(f, form[f])}
        </Item>
      ))}
    </dl>
  );
}

export function SubGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

export const orNot = (v: string | null) => v || <NotProvided />;
export const scalarFieldsOf = (step: number, except: string[] = []) =>
  piqSteps[step - 1].fields.filter((f) => !except.includes(f)) as PiqScalarField[];
