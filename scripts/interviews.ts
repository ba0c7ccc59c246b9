/**
 * Operator command for mock interviews until the admin console (issue 17):
 *   npm run interviews -- list [--status pending]
 *   npm run interviews -- approve|confirm|reject|complete <request id>
 *   npm run interviews -- interviewers
 *   npm run interviews -- add-slot --interviewer <slug|id> --at 2026-12-01T10:30:00+05:30 [--tz Asia/Kolkata]
 * Each status change mails the candidate; rejecting a paid request refunds it.
 */
import { parseArgs } from 'node:util';
import {
  operatorInterviewInputSchema,
  runOperatorAction,
} from '../src/server/features/interviews/interviews.operator';
import { callServer, fail, runningServer, withContext } from './operator';

const USAGE =
  'usage: npm run interviews -- list [--status pending|approved|confirmed|rejected|completed]\n' +
  '       npm run interviews -- approve|confirm|reject|complete <request id>\n' +
  '       npm run interviews -- interviewers\n' +
  '       npm run interviews -- add-slot --interviewer <slug|id> --at <ISO date-time> [--tz <zone>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    interviewer: { type: 'string' },
    at: { type: 'string' },
    tz: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const [action, requestId] = positionals;
const parsed = operatorInterviewInputSchema.safeParse({
  action,
  status: values.status,
  requestId,
  interviewer: values.interviewer,
  startsAt: values.at,
  timeZone: values.tz,
});
if (!parsed.success) {
  fail(`interviews: ${parsed.error.issues.map((i) => i.message).join('; ')}\n${USAGE}`);
}

try {
  const server = runningServer();
  const result = server
    ? await callServer(server, 'interviews', parsed.data)
    : await withContext((ctx) => runOperatorAction(ctx, parsed.data));
  if (values.json) console.log(JSON.stringify(result));
  else if ('requests' in result && Array.isArray(result.requests)) console.table(result.requests);
  else if ('interviewers' in result && Array.isArray(result.interviewers))
    console.table(result.interviewers);
  else console.log(result);
} catch (err) {
  fail(`interviews ${action} failed: ${err instanceof Error ? err.message : err}`);
}
