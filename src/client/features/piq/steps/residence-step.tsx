import { yesNo, type PiqScalarField } from '@/shared/schemas/piq';
import { FieldGroup, SelectField, TextField } from '../fields';
import { field } from './field-props';

const groups = [
  { key: 'max', title: 'Max Residence', description: 'Where you have lived longest.' },
  { key: 'present', title: 'Present Residence', description: 'Where you live now.' },
  { key: 'permanent', title: 'Permanent Residence', description: 'Your home address.' },
] as const;
const parts = [
  { part: 'Place', placeholder: 'Town or village' },
  { part: 'District', placeholder: '' },
  { part: 'State', placeholder: '' },
  { part: 'Population', placeholder: 'e.g. 5 lakh' },
] as const;

export function ResidenceStep() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {groups.map((g) => (
        <FieldGroup key={g.key} title={g.title} description={g.description}>
          <div className="grid grid-cols-2 gap-3">
            {parts.map(({ part, placeholder }) => (
              <TextField
                key={part}
                {...field(`${g.key}Residence${part}` as PiqScalarField)}
                shortLabel={part}
                placeholder={placeholder || undefined}
              />
            ))}
          </div>
          {g.key === 'permanent' && (
            <SelectField
              {...field('isDistrictHq')}
              shortLabel="Is it a district HQ?"
              options={yesNo}
            />
          )}
        </FieldGroup>
      ))}
    </div>
  );
}
