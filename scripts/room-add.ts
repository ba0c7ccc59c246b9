/**
 * Operator command until the admin console (issue 17) adds rooms:
 *   npm run room:add -- --title "GD: Topic" --type gd --starts-in-minutes 90 \
 *     [--duration 45] [--max 10] [--mod-name "Maj. X"] [--mod-email x@y] [--description …] [--private]
 * (or --starts-at 2026-12-01T18:30:00+05:30 instead of --starts-in-minutes).
 */
import { parseArgs } from 'node:util';
import { createRoom, roomInputSchema } from '../src/server/features/rooms/rooms.admin';
import { callServer, fail, runningServer, withContext } from './operator';

const { values } = parseArgs({
  options: {
    title: { type: 'string' },
    type: { type: 'string', default: 'gd' },
    description: { type: 'string', default: '' },
    'starts-in-minutes': { type: 'string' },
    'starts-at': { type: 'string' },
    duration: { type: 'string', default: '45' },
    max: { type: 'string', default: '10' },
    'mod-name': { type: 'string', default: 'SSB Prep Moderator' },
    'mod-email': { type: 'string', default: 'moderator@ssbprep.local' },
    private: { type: 'boolean', default: false },
  },
});
const startsAt = values['starts-at']
  ? new Date(values['starts-at'])
  : new Date(Date.now() + Number(values['starts-in-minutes'] ?? NaN) * 60_000);
const parsed = roomInputSchema.strict().safeParse({
  title: values.title,
  description: values.description,
  roomType: values.type,
  scheduledDatetime: Number.isNaN(startsAt.getTime()) ? undefined : startsAt.toISOString(),
  durationMinutes: Number(values.duration),
  maxParticipants: Number(values.max),
  modName: values['mod-name'],
  modEmail: values['mod-email'],
  isPrivate: values.private,
});
if (!parsed.success || Number.isNaN(startsAt.getTime())) {
  fail(
    `room:add: ${parsed.success ? 'give --starts-in-minutes or --starts-at' : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n` +
      'usage: npm run room:add -- --title "GD: Topic" --type gd|ppdt_discussion|lecturate --starts-in-minutes 90 [--duration 45] [--max 10] [--private]',
  );
}

try {
  const server = runningServer();
  const body = { ...parsed.data, scheduledDatetime: parsed.data.scheduledDatetime.toISOString() };
  const result = server
    ? await callServer(server, 'rooms', body)
    : await withContext((ctx) => createRoom(ctx.db, parsed.data));
  console.log(JSON.stringify({ id: (result as { id: string }).id }));
} catch (err) {
  fail(`room:add failed: ${err instanceof Error ? err.message : err}`);
}
