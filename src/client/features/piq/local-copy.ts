import type { PiqFormValues } from '@/shared/schemas/piq';

/**
 * The form in progress, kept in this browser until it is saved (issue 4: unsaved edits survive
 * a reload, and a failed save loses nothing). One copy per user.
 */
export interface PiqLocalCopy {
  mode: 'new' | 'edit';
  values: PiqFormValues;
  step: number;
  /** updatedAt of the submitted PIQ this edit started from (null for a new form). */
  baseUpdatedAt: string | null;
  /** savedAt of the server draft this copy already includes (null when none). */
  draftSavedAt: string | null;
}

const key = (userId: string) => `ssb-prep:piq-form:${userId}`;

export function readLocalCopy(userId: string): PiqLocalCopy | null {
  try {
    const raw = localStorage.getItem(key(userId));
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<PiqLocalCopy>;
    if (
      (copy.mode !== 'new' && copy.mode !== 'edit') ||
      typeof copy.values !== 'object' ||
      !copy.values
    )
      return null;
    return {
      mode: copy.mode,
      values: copy.values,
      step: typeof copy.step === 'number' ? copy.step : 1,
      baseUpdatedAt: copy.baseUpdatedAt ?? null,
      draftSavedAt: copy.draftSavedAt ?? null,
    };
  } catch {
    // Unreadable (private mode, corrupted JSON): start from the server's copy instead.
    return null;
  }
}

export function writeLocalCopy(userId: string, copy: PiqLocalCopy): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the form still works; only the reload safety net is lost.
  }
}

export function clearLocalCopy(userId: string): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
