import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

// Hono's compress() (hono 4.13, src/middleware/compress) with one change, for issue 18: when the
// response is not compressed (no acceptable encoding was asked for) its `Vary: Accept-Encoding`
// is set on the response's own headers instead of through `c.header()`. After the handler
// `c.header()` rebuilds the response around its body; on @hono/node-server that turns the
// lightweight response (a string body written with one `end()`) into a real Response whose body
// is then read back through web streams: about a tenth of a small API request's CPU. The
// response, its headers and when it is compressed are otherwise exactly Hono's.
// secureHeaders() already sets its headers on `c.res.headers` in place, after this.

const ENCODING_TYPES = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODING_TYPES)[number];
const THRESHOLD = 1024;
const cacheControlNoTransformRegExp = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncodingRegExp = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODING_TYPES) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    else if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const shouldCompress = (res: Response) => {
  const type = res.headers.get('Content-Type');
  return type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
};

const shouldTransform = (res: Response) => {
  const cacheControl = res.headers.get('Cache-Control');
  return !cacheControl || !cacheControlNoTransformRegExp.test(cacheControl);
};

/** gzip or deflate as the request accepts, for compressible types (Hono's defaults). */
export function compress(): MiddlewareHandler {
  return async function compress(ctx, next) {
    await next();
    const contentLength = ctx.res.headers.get('Content-Length');
    if (
      ctx.res.status === 206 ||
      ctx.res.headers.has('Content-Encoding') ||
      ctx.res.headers.has('Transfer-Encoding') ||
      ctx.req.method === 'HEAD' ||
      (contentLength && Number(contentLength) < THRESHOLD) ||
      !shouldCompress(ctx.res) ||
      !shouldTransform(ctx.res)
    )
      return;
    const current = ctx.res.headers.get('Vary');
    const addVary = current !== '*' && !(current && varyAcceptEncodingRegExp.test(current));
    const vary = current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = selectEncoding(ctx.req.header('Accept-Encoding'));
    if (!encoding) {
      // The change: in place, the response stays as the handler made it.
      if (addVary) ctx.res.headers.set('Vary', vary);
      return;
    }
    if (addVary) ctx.header('Vary', vary);
    if (!ctx.res.body) return;
    const stream = new CompressionStream(encoding);
    ctx.res = new Response(ctx.res.body.pipeThrough(stream), ctx.res);
    ctx.res.headers.delete('Content-Length');
    ctx.res.headers.set('Content-Encoding', encoding);
    const etag = ctx.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) ctx.res.headers.set('ETag', `W/${etag}`);
  };
}
