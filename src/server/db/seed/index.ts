import type { Db } from '../client';
import type { Logger } from '../../logger';

/**
 * Seeds content the product needs (idempotent; runs on every start). Content banks are added by
 * the features that own them.
 */
export async function seedDatabase(_db: Db, _logger: Logger): Promise<void> {}
