import { useWatch } from 'react-hook-form';
import { serviceChoices, yesNo, type PiqFormValues } from '@/shared/schemas/piq';
import { fieldGrid, NumberField, SelectField, TextareaField, TextField } from '../fields';
import { field } from './field-props';

export function ActivitiesStep() {
  const nccTraining = useWatch<PiqFormValues, 'nccTraining'>({ name: 'nccTraining' });
  return (
    <div className="grid gap-4">
      <div className={fieldGrid}>
        <SelectField
          {...field('nccTraining')}
          shortLabel="Have you had NCC training?"
          options={yesNo}
        />
        {nccTraining === 'yes' && (
          <TextareaField {...field('nccDetails')} placeholder="Wing, certificate, camps attended" />
        )}
      </div>
      <div className={fieldGrid}>
        <TextareaField
          {...field('gamesAndSports')}
          placeholder="Games you play and the level you reached"
        />
        <TextareaField {...field('hobbies')} />
        <TextareaField
          {...field('extraCurricularActivities')}
          placeholder="Debates, music, dramatics, NSS…"
        />
        <TextareaField
          {...field('positionsOfResponsibility')}
          placeholder="Captain, monitor, club head…"
        />
      </div>
      <div className={fieldGrid}>
        <TextField
          {...field('commissionNature')}
          placeholder="e.g. Permanent Commission"
          list="piq-commission-options"
        />
        <datalist id="piq-commission-options">
          <option value="Permanent Commission" />
          <option value="Short Service Commission" />
        </datalist>
        <SelectField {...field('serviceChoice')} options={serviceChoices} />
        <NumberField
          {...field('previousAttempts')}
          min={0}
          max={20}
          hint="0 if this is your first SSB."
        />
      </div>
      <TextareaField
        {...field('previousSsbDetails')}
        placeholder="Board, year and result of each attempt"
      />
    </div>
  );
}
