import { piqLabels, piqRequiredFields, type PiqScalarField } from '@/shared/schemas/piq';

/** name, label and required mark of a form field, from the shared contract. */
export const field = (name: PiqScalarField) => ({
  name,
  label: piqLabels[name],
  required: piqRequiredFields.includes(name),
});
