/**
 * WhatsApp Cloud API (Meta Graph API): sends an approved message template to one number.
 * POST {base}/{phone-number-id}/messages with a Bearer token (developers.facebook.com/docs/
 * whatsapp/cloud-api/reference/messages). Configured by WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID
 * and WHATSAPP_TEMPLATE_NAME; WHATSAPP_API_BASE_URL carries the Graph version (tests point it at
 * a local server speaking the same protocol).
 */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
  baseUrl: string;
}

export interface WhatsAppSender {
  /** Sends the template with its body parameters in order; resolves to the message id. */
  sendTemplate(to: string, bodyParameters: string[]): Promise<string>;
}

export function whatsAppConfigFrom(env: {
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_TEMPLATE_NAME?: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
  WHATSAPP_API_BASE_URL: string;
}): WhatsAppConfig | null {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_TEMPLATE_NAME)
    return null;
  return {
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    templateName: env.WHATSAPP_TEMPLATE_NAME,
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
    baseUrl: env.WHATSAPP_API_BASE_URL.replace(/\/+$/, ''),
  };
}

export function createWhatsAppSender(config: WhatsAppConfig): WhatsAppSender {
  return {
    async sendTemplate(to, bodyParameters) {
      const res = await fetch(
        `${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            // The API takes the number with its country code and no '+'.
            to: to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: config.templateName,
              language: { code: config.templateLanguage },
              components: [
                {
                  type: 'body',
                  parameters: bodyParameters.map((text) => ({ type: 'text', text })),
                },
              ],
            },
          }),
          signal: AbortSignal.timeout(15_000),
        },
      );
      const body = (await res.json().catch(() => ({}))) as {
        messages?: { id: string }[];
        error?: { message?: string; code?: number };
      };
      if (!res.ok || !body.messages?.[0]?.id) {
        throw new Error(
          `WhatsApp Cloud API ${res.status}: ${body.error?.message ?? 'no message id returned'}`,
        );
      }
      return body.messages[0].id;
    },
  };
}
