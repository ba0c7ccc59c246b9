/**
 * Operator command until plans can be bought:
 *   npm run grant -- --email x@y --plan major        (an active Major subscription from now)
 *   npm run grant -- --email x@y --unlimited          (has_unlimited on; --no-unlimited turns it off)
 *   npm run grant -- --email x@y --admin              (the admin console role; --no-admin revokes it)
 */
import { parseArgs } from 'node:util';
import { grantAccess, grantInputSchema } from '../src/server/features/credits/grant.service';
import { callServer, fail, runningServer, withContext } from './operator';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    plan: { type: 'string' },
    unlimited: { type: 'boolean' },
    'no-unlimited': { type: 'boolean' },
    admin: { type: 'boolean' },
    'no-admin': { type: 'boolean' },
  },
});
const parsed = grantInputSchema.safeParse({
  email: values.email,
  plan: values.plan,
  unlimited: values.unlimited ? true : values['no-unlimited'] ? false : undefined,
  admin: values.admin ? true : values['no-admin'] ? false : undefined,
});
if (!parsed.success) {
  fail(
    `grant: ${parsed.error.issues.map((i) => i.message).join('; ')}\n` +
      'usage: npm run grant -- --email x@y [--plan lieutenant|major|brigadier|general] [--unlimited] [--admin|--no-admin]',
  );
}

try {
  const server = runningServer();
  const result = server
    ? await callServer(server, 'grant', parsed.data)
    : await withContext((ctx) => grantAccess(ctx.db, parsed.data));
  console.log('granted', result);
} catch (err) {
  fail(`grant failed: ${err instanceof Error ? err.message : err}`);
}
