import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsAppRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: {
    messaging_product?: string;
    recipient_type?: string;
    to?: string;
    type?: string;
    template?: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/**
 * A local HTTP server that speaks the WhatsApp Cloud API's send-message call:
 * POST /{version}/{phone-number-id}/messages with a Bearer token. It answers as Meta does
 * (contacts + messages[].id, or an OAuthException for a bad token) and records every request.
 */
export async function startFakeWhatsApp(opts: { token: string; phoneNumberId: string }) {
  const requests: WhatsAppRequest[] = [];
  let failNext = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let body: WhatsAppRequest['body'] = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return send(400, { error: { message: 'Invalid JSON', type: 'OAuthException', code: 100 } });
      }
      const match = req.url?.match(/^\/(v\d+\.\d+)\/([^/]+)\/messages$/);
      if (req.method !== 'POST' || !match || match[2] !== opts.phoneNumberId)
        return send(404, {
          error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 },
        });
      requests.push({
        path: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      if (req.headers.authorization !== `Bearer ${opts.token}`)
        return send(401, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      if (failNext > 0) {
        failNext--;
        return send(500, { error: { message: 'Service temporarily unavailable', code: 2 } });
      }
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template?.name)
        return send(400, {
          error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 },
        });
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${randomBytes(12).toString('hex')}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    requests,
    failNextRequests: (n: number) => void (failNext = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
