/** Says where the scores come from: a practice estimate, by the built-in assessor or the AI model. */
export function AssessorNote({ assessor }: { assessor: string | null }) {
  const source = assessor === 'llm' ? 'the configured AI model' : 'the built-in assessor';
  return (
    <p className="text-xs text-muted-foreground" data-testid="assessor-note">
      Scores are a practice estimate from {source}, not an official SSB assessment.
    </p>
  );
}
