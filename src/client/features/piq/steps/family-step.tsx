import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { siblingRelationships, yesNo, type PiqFormValues } from '@/shared/schemas/piq';
import { Button } from '@/client/components/ui/button';
import { emptySibling, siblingFieldLabel } from '../form-values';
import { FieldGroup, fieldGrid, NumberField, SelectField, TextField } from '../fields';
import { field } from './field-props';

export function FamilyStep() {
  const parentsAlive = useWatch<PiqFormValues, 'parentsAlive'>({ name: 'parentsAlive' });
  return (
    <div className="grid gap-4">
      <div className={fieldGrid}>
        <SelectField
          {...field('parentsAlive')}
          shortLabel="Are both parents alive?"
          options={yesNo}
        />
      </div>
      {parentsAlive === 'no' && (
        <div className={fieldGrid}>
          <NumberField
            {...field('fatherDeathAge')}
            unit="yrs"
            min={0}
            max={120}
            hint="Leave empty if your father is alive."
          />
          <NumberField
            {...field('motherDeathAge')}
            unit="yrs"
            min={0}
            max={120}
            hint="Leave empty if your mother is alive."
          />
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {(['father', 'mother'] as const).map((who) => (
          <FieldGroup key={who} title={who === 'father' ? 'Father' : 'Mother'}>
            <TextField {...field(`${who}Education`)} shortLabel="Education" />
            <TextField {...field(`${who}Occupation`)} shortLabel="Occupation" />
            <TextField
              {...field(`${who}Income`)}
              shortLabel="Income"
              placeholder="e.g. ₹40,000 per month, or Nil"
            />
          </FieldGroup>
        ))}
      </div>
      <FieldGroup
        title="Guardian (optional)"
        description="Only if someone other than your parents brought you up."
      >
        <div className={fieldGrid}>
          <TextField {...field('guardianName')} shortLabel="Name" autoComplete="off" />
          <TextField {...field('guardianEducation')} shortLabel="Education" />
          <TextField {...field('guardianOccupation')} shortLabel="Occupation" />
          <TextField {...field('guardianIncome')} shortLabel="Income" />
        </div>
      </FieldGroup>
      <SiblingsList />
    </div>
  );
}

function SiblingsList() {
  const { control } = useFormContext<PiqFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'siblingsDetails' });
  return (
    <section className="grid gap-3" aria-labelledby="piq-siblings-heading">
      <div className="flex items-center justify-between gap-2">
        <h3 id="piq-siblings-heading" className="text-sm font-semibold">
          Siblings
        </h3>
        <Button
          variant="outline"
          size="sm"
          onClick={() => append(emptySibling(), { shouldFocus: false })}
        >
          <PlusIcon aria-hidden="true" />
          Add Sibling
        </Button>
      </div>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No siblings added.</p>}
      {fields.map((row, i) => (
        <FieldGroup key={row.id} title={`Sibling ${i + 1}`}>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              className="col-span-2 sm:col-span-1"
              name={`siblingsDetails.${i}.relationship`}
              label={siblingFieldLabel(i, 'relationship')}
              shortLabel="Relationship"
              required
              options={siblingRelationships}
            />
            <TextField
              className="col-span-2 sm:col-span-1"
              name={`siblingsDetails.${i}.education`}
              label={siblingFieldLabel(i, 'education')}
              shortLabel="Education"
            />
            <TextField
              name={`siblingsDetails.${i}.occupation`}
              label={siblingFieldLabel(i, 'occupation')}
              shortLabel="Occupation"
            />
            <TextField
              name={`siblingsDetails.${i}.income`}
              label={siblingFieldLabel(i, 'income')}
              shortLabel="Income"
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-end text-destructive"
            onClick={() => remove(i)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove sibling {i + 1}
          </Button>
        </FieldGroup>
      ))}
    </section>
  );
}
