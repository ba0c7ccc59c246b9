import type { z } from 'zod';
import {
  educationRowSchema,
  PIQ_MAX_ROWS,
  piqInputSchema,
  siblingSchema,
  type PiqInputBody,
} from '@/shared/schemas/piq';
import { buildPiqInput } from './piq.factory';

const LENGTHS = [2000, 200, 20, 10];
/** A three-byte UTF-8 character: the most bytes per character a valid text field can cost. */
const WIDE = 'अ';

function maximise<T extends Record<string, unknown>>(
  value: T,
  shape: Record<string, z.ZodType>,
): T {
  const out: Record<string, unknown> = { ...value };
  for (const [key, schema] of Object.entries(shape)) {
    if (typeof out[key] !== 'string' && out[key] !== null && out[key] !== undefined) continue;
    for (const n of LENGTHS) {
      const candidate = WIDE.repeat(n);
      if (schema.safeParse(candidate).success) {
        out[key] = candidate;
        break;
      }
    }
  }
  return out as T;
}

/** The biggest PUT /api/piq body the schema accepts: every text at its limit, every row filled. */
export function buildBiggestPiqInput(): PiqInputBody {
  const base = buildPiqInput();
  const sibling = maximise(
    { ...(base.siblingsDetails?.[0] ?? {}) } as Record<string, unknown>,
    siblingSchema.shape,
  );
  const row = maximise(
    { ...(base.educationalRecord?.[0] ?? {}) } as Record<string, unknown>,
    educationRowSchema.shape,
  );
  const scalars = maximise(base as unknown as Record<string, unknown>, piqInputSchema.shape);
  const biggest = {
    ...scalars,
    siblingsDetails: Array.from({ length: PIQ_MAX_ROWS }, () => sibling),
    educationalRecord: Array.from({ length: PIQ_MAX_ROWS }, () => row),
  } as unknown as PiqInputBody;
  piqInputSchema.parse(biggest);
  return biggest;
}
