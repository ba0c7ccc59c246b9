import { CheckCircle2Icon, PencilIcon } from 'lucide-react';
import {
  educationLabels,
  piqLabels,
  piqOptionLabels,
  siblingLabels,
  type PiqDraft,
  type PiqForm,
} from '@/shared/schemas/piq';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { formatDate } from '@/client/lib/format';
import { Fields, Item, NotProvided, orNot, scalarFieldsOf, Section, SubGroup } from './view-parts';

interface PiqViewProps {
  form: PiqForm;
  draft: PiqDraft | null;
  onEdit: () => void;
  onDiscardDraft: () => void;
  isDiscarding: boolean;
}

/** The submitted PIQ, read-only (spec part 1 §2). */
export function PiqView({ form, draft, onEdit, onDiscardDraft, isDiscarding }: PiqViewProps) {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card className="gap-4 py-4 sm:py-5">
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <Badge className="gap-1 bg-emerald-600 text-white dark:bg-emerald-500">
              <CheckCircle2Icon aria-hidden="true" />
              Completed
            </Badge>
            <p className="text-sm text-muted-foreground">
              Last updated <time dateTime={form.updatedAt}>{formatDate(form.updatedAt)}</time>
            </p>
          </div>
          <Button onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Edit PIQ
          </Button>
        </CardContent>
        {draft && (
          <CardContent>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed p-3 text-sm">
              <p>
                You have unsubmitted changes saved {formatDate(draft.savedAt)}.{' '}
                <strong>Edit PIQ</strong> resumes them at step {draft.step}.
              </p>
              <Button variant="ghost" size="sm" onClick={onDiscardDraft} disabled={isDiscarding}>
                Discard changes
              </Button>
            </div>
          </CardContent>
        )}
      </Card>

      {form.piqSummary && (
        <Section title="Summary">
          <p className="text-sm leading-relaxed">{form.piqSummary}</p>
        </Section>
      )}

      <Section title="Personal Information">
        <Fields form={form} fields={scalarFieldsOf(1)} />
      </Section>

      <Section title="Residence Information">
        {(['max', 'present', 'permanent'] as const).map((r) => {
          const title = piqLabels[`${r}ResidencePlace`].replace(/ Place$/, '');
          return (
            <SubGroup key={r} title={title}>
              <Fields
                form={form}
                prefix={`${title} `}
                className="lg:grid-cols-4"
                fields={(['Place', 'District', 'State', 'Population'] as const).map(
                  (p) => `${r}Residence${p}` as const,
                )}
              />
            </SubGroup>
          );
        })}
        <Fields form={form} fields={['isDistrictHq']} />
      </Section>

      <Section title="Family Background">
        <Fields
          form={form}
          fields={
            form.parentsAlive === 'no'
              ? ['parentsAlive', 'fatherDeathAge', 'motherDeathAge']
              : ['parentsAlive']
          }
        />
        <SubGroup title="Father">
          <Fields
            form={form}
            prefix="Father's "
            fields={['fatherEducation', 'fatherOccupation', 'fatherIncome']}
          />
        </SubGroup>
        <SubGroup title="Mother">
          <Fields
            form={form}
            prefix="Mother's "
            fields={['motherEducation', 'motherOccupation', 'motherIncome']}
          />
        </SubGroup>
        <SubGroup title="Guardian">
          <Fields
            form={form}
            prefix="Guardian's "
            className="lg:grid-cols-4"
            fields={['guardianName', 'guardianEducation', 'guardianOccupation', 'guardianIncome']}
          />
        </SubGroup>
      </Section>

      <Section title="Siblings">
        {form.siblingsDetails.length === 0 ? (
          <p className="text-sm text-muted-foreground">No siblings listed.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {form.siblingsDetails.map((s, i) => (
              <li key={i} className="rounded-lg border p-3">
                <p className="mb-2 text-sm font-semibold">{piqOptionLabels[s.relationship]}</p>
                <dl className="grid grid-cols-2 gap-2">
                  <Item label={siblingLabels.education}>{orNot(s.education)}</Item>
                  <Item label={siblingLabels.occupation}>{orNot(s.occupation)}</Item>
                  <Item label={siblingLabels.income}>{orNot(s.income)}</Item>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Educational Record">
        {form.educationalRecord.length === 0 ? (
          <p className="text-sm text-muted-foreground">No qualifications listed.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {form.educationalRecord.map((e, i) => (
              <li key={i} className="rounded-lg border p-3">
                <p className="mb-2 text-sm font-semibold">{e.qualification}</p>
                <dl className="grid grid-cols-2 gap-2">
                  <Item label={educationLabels.institution}>{orNot(e.institution)}</Item>
                  <Item label={educationLabels.board}>{orNot(e.board)}</Item>
                  <Item label={educationLabels.year}>{orNot(e.year)}</Item>
                  <Item label={educationLabels.percentage}>{orNot(e.percentage)}</Item>
                  <Item label={educationLabels.medium}>{orNot(e.medium)}</Item>
                  <Item label={educationLabels.boarder}>
                    {e.boarder ? piqOptionLabels[e.boarder] : <NotProvided />}
                  </Item>
                  <Item label={educationLabels.achievements} className="col-span-2">
                    {orNot(e.achievements)}
                  </Item>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Physical Details & Occupation">
        <Fields form={form} fields={scalarFieldsOf(4, ['educationalRecord'])} />
      </Section>

      <Section title="Activities & Preferences">
        <Fields
          form={form}
          fields={scalarFieldsOf(5, form.nccTraining === 'yes' ? [] : ['nccDetails'])}
          wide
        />
      </Section>
    </div>
  );
}
