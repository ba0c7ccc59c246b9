import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

// The JSON body of an API request read straight from Node's socket stream (issue 18). On
// @hono/node-server, reading `c.req.json()` (or Hono's bodyLimit asking for `c.req.raw.body`)
// first turns the adapter's lightweight request into a real fetch Request, with an
// AbortController, a web ReadableStream over the socket and the body read back through it:
// most of the cost of a small PUT beyond the query. Here the bytes are collected from the
// IncomingMessage with the size limit counted as they arrive, then handed to both readers:
// - Hono's body cache (`c.req.bodyCache.text`), which `c.req.json()`/`text()` and the validator
//   read first, decoded as fetch's `text()` decodes (UTF-8, a leading BOM dropped);
// - the adapter's `incoming.rawBody`, from which it builds the real Request's body if anything
//   still asks for `c.req.raw` (better-auth's handler does).
// Only where that is certain to work: a node-server request not yet turned into a Request,
// with a JSON content type. Anything else takes Hono's bodyLimit as before.

const jsonType = /^application\/([\w.-]+\+)?json$/i;
const decoder = new TextDecoder();

/** The content type the validator reads as JSON (its own test). */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && jsonType.test(contentType.split(';')[0].trim());
}

let incomingKey: symbol | undefined;

/**
 * The socket stream behind `c.req.raw` if the request is @hono/node-server's lightweight one
 * whose body nothing has read yet; otherwise undefined (app.request() in tests, a Request
 * already built, another adapter).
 */
export function unreadIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableDidRead) return;
  const symbols = Object.getOwnPropertySymbols(c.req.raw);
  incomingKey ??= symbols.find((s) => s.description === 'incomingKey');
  if (!incomingKey || (c.req.raw as unknown as Record<symbol, unknown>)[incomingKey] !== incoming)
    return;
  // Built already (its body then reads the socket itself).
  return symbols.some((s) => s.description === 'requestCache') ? undefined : incoming;
}

/**
 * Reads the whole body, at most `maxSize` bytes: the bytes, 'too_large' as soon as the
 * Content-Length or the bytes so far exceed it, or null if the stream failed (the client went
 * away; what is left of the request then fails as it did before).
 */
export function readBody(
  incoming: IncomingMessage,
  maxSize: number,
): Promise<Buffer | 'too_large' | null> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && !incoming.headers['transfer-encoding']) {
    if (parseInt(declared, 10) > maxSize) return Promise.resolve('too_large');
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | 'too_large' | null) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onFail);
      incoming.off('close', onFail);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) {
        // Left paused: @hono/node-server drains what is left once the 413 is sent.
        incoming.pause();
        return done('too_large');
      }
      chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    const onFail = () => done(null);
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onFail);
    incoming.on('close', onFail);
  });
}

/** Hands the bytes to Hono's body cache and to the adapter (see the top of this file). */
export function useBody(c: Context, incoming: IncomingMessage, body: Buffer) {
  (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(decoder.decode(body));
}
