import { useFieldArray, useFormContext } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { boarderTypes, type PiqFormValues } from '@/shared/schemas/piq';
import { Button } from '@/client/components/ui/button';
import { educationFieldLabel, emptyEducation } from '../form-values';
import {
  FieldGroup,
  fieldGrid,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../fields';
import { field } from './field-props';

export function EducationStep() {
  return (
    <div className="grid gap-6">
      <EducationList />
      <FieldGroup title="Physical Details & Occupation">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <NumberField {...field('ageYears')} unit="yrs" min={15} max={42} />
          <NumberField {...field('ageMonths')} unit="mo" min={0} max={11} />
          <NumberField
            {...field('height')}
            unit="m"
            min={1.2}
            max={2.3}
            step={0.01}
            placeholder="e.g. 1.75"
          />
          <NumberField
            {...field('weight')}
            unit="kg"
            min={30}
            max={150}
            step={0.1}
            placeholder="e.g. 68"
          />
        </div>
        <div className={fieldGrid}>
          <TextField {...field('presentOccupation')} placeholder="e.g. Student" />
          <TextField {...field('personalIncome')} placeholder="e.g. Nil" />
        </div>
      </FieldGroup>
    </div>
  );
}

function EducationList() {
  const { control } = useFormContext<PiqFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'educationalRecord' });
  const text = (
    i: number,
    key: 'qualification' | 'institution' | 'board' | 'year' | 'percentage' | 'medium',
    placeholder?: string,
    className?: string,
  ) => (
    <TextField
      className={className}
      name={`educationalRecord.${i}.${key}`}
      label={educationFieldLabel(i, key)}
      shortLabel={educationFieldLabel(i, key).replace(/^Education \d+ /, '')}
      required={key === 'qualification'}
      placeholder={placeholder}
    />
  );
  return (
    <section className="grid gap-3" aria-labelledby="piq-education-heading">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h3 id="piq-education-heading" className="text-sm font-semibold">
            Educational Record
          </h3>
          <p className="text-xs text-muted-foreground">
            From Class 10 onwards, one row per qualification.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => append(emptyEducation(), { shouldFocus: false })}
        >
          <PlusIcon aria-hidden="true" />
          Add Qualification
        </Button>
      </div>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No qualifications added.</p>
      )}
      {fields.map((row, i) => (
        <FieldGroup key={row.id} title={`Qualification ${i + 1}`}>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {text(i, 'qualification', 'e.g. Class 12, B.Tech', 'col-span-2')}
            {text(i, 'institution', undefined, 'col-span-2')}
            {text(i, 'board', 'e.g. CBSE')}
            {text(i, 'year', 'e.g. 2021')}
            {text(i, 'percentage', 'e.g. 85')}
            {text(i, 'medium', 'e.g. English')}
            <SelectField
              className="col-span-2 lg:col-span-1"
              name={`educationalRecord.${i}.boarder`}
              label={educationFieldLabel(i, 'boarder')}
              shortLabel="Type"
              options={boarderTypes}
            />
          </div>
          <TextareaField
            name={`educationalRecord.${i}.achievements`}
            label={educationFieldLabel(i, 'achievements')}
            shortLabel="Achievements"
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-end text-destructive"
            onClick={() => remove(i)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove qualification {i + 1}
          </Button>
        </FieldGroup>
      ))}
    </section>
  );
}
