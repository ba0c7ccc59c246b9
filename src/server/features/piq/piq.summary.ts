import {
  piqOptionLabels,
  type EducationRow,
  type PiqInput,
  type Sibling,
} from '@/shared/schemas/piq';

/**
 * The piq_summary paragraph (issue 4): background, family, education, activities,
 * responsibilities, service choice and attempts, in plain sentences. The assessor reads it to
 * personalise TAT feedback, so it stays short: each free-text answer is clipped.
 */
export function writePiqSummary(piq: PiqInput): string {
  return [
    background(piq),
    family(piq),
    education(piq.educationalRecord),
    activities(piq),
    service(piq),
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/([.…])\./g, '$1'); // an answer ending in an abbreviation ("M.A.") ends its sentence too
}

const MAX_FRAGMENT = 140;

/** One line of free text, without trailing punctuation, clipped to a readable length. */
function clip(value: string | null | undefined, max = MAX_FRAGMENT): string {
  const flat = (value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[;,\s]+$/, '')
    // drop a closing full stop, but keep an abbreviation's ("M.A.", "B.Sc.")
    .replace(/(?<!\.[A-Za-z]{1,4})\.+$/, '');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[.;,\s]+$/, '')}…`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** "Place, District, State" without repeats (a district often shares its town's name). */
const place = (...parts: (string | null)[]) => {
  const seen = new Set<string>();
  return parts
    .map((p) => clip(p, 60))
    .filter((p) => p && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
    .join(', ');
};

function background(p: PiqInput): string {
  const age = `${plural(p.ageYears, 'year')}${p.ageMonths ? ` ${plural(p.ageMonths, 'month')}` : ''}`;
  let s = `${clip(p.fullName, 80)} (${age} old) is from ${place(p.permanentResidencePlace, p.permanentResidenceDistrict, p.permanentResidenceState)}`;
  if (p.isDistrictHq === 'yes') s += ', a district headquarters';
  if (
    clip(p.maxResidencePlace, 60).toLowerCase() !==
    clip(p.permanentResidencePlace, 60).toLowerCase()
  ) {
    s += `, and has lived longest in ${place(p.maxResidencePlace, p.maxResidenceState)}`;
  }
  return `${s}. Present occupation: ${clip(p.presentOccupation, 80)}; height ${p.height} m, weight ${p.weight} kg.`;
}

function family(p: PiqInput): string {
  const parent = (occupation: string | null, education: string | null) =>
    `${clip(occupation, 60)} (${clip(education, 60)})`;
  let s = `Father: ${parent(p.fatherOccupation, p.fatherEducation)}; mother: ${parent(p.motherOccupation, p.motherEducation)}.`;
  if (p.parentsAlive === 'no') {
    const ages = [
      p.fatherDeathAge !== null ? `father at ${p.fatherDeathAge}` : '',
      p.motherDeathAge !== null ? `mother at ${p.motherDeathAge}` : '',
    ].filter(Boolean);
    s += ` Has lost a parent${ages.length ? ` (${ages.join(', ')})` : ''}.`;
  }
  if (p.guardianName) s += ` Guardian: ${clip(p.guardianName, 60)}.`;
  return `${s} ${siblings(p.siblingsDetails)}.`;
}

function siblings(rows: Sibling[]): string {
  if (rows.length === 0) return 'No siblings';
  const described = rows.map((r) => {
    const who = (piqOptionLabels[r.relationship] ?? r.relationship).toLowerCase();
    const what = clip(r.occupation, 40);
    return what ? `${who} (${what})` : who;
  });
  return `${plural(rows.length, 'sibling')}: ${list(described)}`;
}

/** The latest qualification: the row with the highest year, else the last row entered. */
export function latestQualification(rows: EducationRow[]): EducationRow | undefined {
  const yearOf = (r: EducationRow) => Math.max(0, ...(r.year?.match(/\d{4}/g) ?? []).map(Number));
  return rows.reduce<EducationRow | undefined>(
    (best, r) => (!best || yearOf(r) >= yearOf(best) ? r : best),
    undefined,
  );
}

function education(rows: EducationRow[]): string {
  const latest = latestQualification(rows);
  if (!latest) return '';
  let s = `Latest qualification: ${clip(latest.qualification, 80)}`;
  if (latest.institution) s += ` from ${clip(latest.institution, 80)}`;
  if (latest.year) s += ` (${clip(latest.year, 20)})`;
  if (latest.percentage)
    s += ` with ${clip(latest.percentage, 20)}${/^\d+(\.\d+)?$/.test(latest.percentage) ? '%' : ''}`;
  if (latest.boarder) s += `, as a ${piqOptionLabels[latest.boarder].toLowerCase()}`;
  if (latest.achievements) s += `; achievements: ${clip(latest.achievements)}`;
  return `${s}.`;
}

function activities(p: PiqInput): string {
  return [
    `Games and sports: ${clip(p.gamesAndSports)}.`,
    `Hobbies: ${clip(p.hobbies)}.`,
    `Extra-curricular activities: ${clip(p.extraCurricularActivities)}.`,
    `Positions of responsibility: ${clip(p.positionsOfResponsibility)}.`,
    p.nccTraining === 'yes'
      ? `NCC: ${p.nccDetails ? clip(p.nccDetails, 80) : 'trained'}.`
      : 'No NCC training.',
  ].join(' ');
}

function service(p: PiqInput): string {
  const commission = clip(p.commissionNature, 80);
  const choice = p.serviceChoice
    ? `Service choice: ${piqOptionLabels[p.serviceChoice]}; nature of commission: ${commission}.`
    : `Nature of commission: ${commission}.`;
  const attempts =
    p.previousAttempts === 0
      ? 'First SSB attempt.'
      : `Previous SSB attempts: ${p.previousAttempts}${p.previousSsbDetails ? ` (${clip(p.previousSsbDetails, 100)})` : ''}.`;
  return `${choice} ${attempts}`;
}
