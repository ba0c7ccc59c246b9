import { casteCategories, maritalStatuses } from '@/shared/schemas/piq';
import { DateField, fieldGrid, SelectField, TextField } from '../fields';
import { field } from './field-props';

export function PersonalStep() {
  return (
    <div className={fieldGrid}>
      <TextField
        {...field('fullName')}
        autoComplete="name"
        placeholder="As in your Class 10 certificate"
      />
      <TextField {...field('fatherName')} />
      <DateField {...field('dateOfBirth')} />
      <TextField {...field('religion')} />
      <SelectField {...field('casteCategory')} options={casteCategories} />
      <TextField {...field('motherTongue')} />
      <SelectField {...field('maritalStatus')} options={maritalStatuses} />
      <TextField {...field('stateAndDistrict')} placeholder="e.g. Rajasthan, Jaipur" />
    </div>
  );
}
