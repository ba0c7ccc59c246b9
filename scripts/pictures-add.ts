/**
 * Adds a real picture to the bank:
 *   npm run pictures:add -- --file x.jpg --test ppdt --description "Two young men near a stalled jeep…"
 * The file is checked by content (JPEG, PNG or WebP), made greyscale (PPDT: slightly hazy),
 * stored through the storage layer and drawn like the generated ones.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { addOperatorPicture } from '../src/server/features/pictures/pictures.service';
import { callServer, fail, runningServer, withContext } from './operator';

const { values } = parseArgs({
  options: { file: { type: 'string' }, test: { type: 'string' }, description: { type: 'string' } },
});
const usage =
  'usage: npm run pictures:add -- --file x.jpg --test ppdt|tat --description "what the picture shows"';
if (!values.file || !values.description || (values.test !== 'ppdt' && values.test !== 'tat'))
  fail(usage);
let bytes: Buffer;
try {
  bytes = readFileSync(values.file);
} catch {
  fail(`pictures:add: cannot read ${values.file}`);
}
const input = { testType: values.test as 'ppdt' | 'tat', description: values.description };
try {
  const server = runningServer();
  const result = server
    ? await callServer(server, 'pictures', { ...input, dataBase64: bytes.toString('base64') })
    : await withContext(async (ctx) => {
        const row = await addOperatorPicture(ctx.db, ctx.storage, { ...input, bytes });
        return { id: row.id, testType: row.testType, width: row.width, height: row.height };
      });
  console.log('added', result);
} catch (err) {
  fail(`pictures:add failed: ${err instanceof Error ? err.message : err}`);
}
