/**
 * How WhatsApp messages leave the server: a transport takes one message and tells
 * whether the provider took it. The real one is the WhatsApp Cloud API (Meta's Graph
 * API); without its access token and phone number id there is none, and messages stay
 * queued in the outbox (see whatsapp.ts).
 */

/** What a message carries: exactly one of a text, a media address or a provider media id. */
export type OutgoingContent =
  | { kind: 'text'; body: string }
  | { kind: 'mediaUrl'; url: string }
  | { kind: 'mediaId'; id: string };

/** One message to send. */
export interface OutgoingWhatsapp {
  /** Digits only, with country code. */
  to: string;
  content: OutgoingContent;
  /** The business phone number id to send from (a company's own); absent: the configured one. */
  from?: string;
}

/**
 * What became of a send: `sent` with the provider's message id; `rejected` when the
 * provider refused it for good (the message fails); `unavailable` when it could not be
 * reached or asked to slow down (the message stays queued for a later attempt).
 */
export type SendOutcome =
  | { outcome: 'sent'; providerId: string }
  | { outcome: 'rejected'; error: string }
  | { outcome: 'unavailable'; error: string };

/** Sends WhatsApp messages. */
export interface WhatsappTransport {
  send(message: OutgoingWhatsapp): Promise<SendOutcome>;
}

/** The WhatsApp settings read from the environment. */
export interface WhatsappConfig {
  /** The Cloud API access token (WHATSAPP_ACCESS_TOKEN). */
  accessToken: string | null;
  /** The sending number's id (WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberId: string | null;
  /** The app secret that signs webhook callbacks (WHATSAPP_APP_SECRET). */
  appSecret: string | null;
  /** The token the webhook's subscription check must present (WHATSAPP_VERIFY_TOKEN). */
  verifyToken: string | null;
  /** The Graph API version (WHATSAPP_API_VERSION, default v21.0). */
  apiVersion: string;
  /** The Graph API address (WHATSAPP_API_BASE_URL, default https://graph.facebook.com). */
  apiBaseUrl: string;
}

/** Reads the WhatsApp settings; empty variables count as absent. */
export function readWhatsappConfig(env: NodeJS.ProcessEnv): WhatsappConfig {
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN || null,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || null,
    appSecret: env.WHATSAPP_APP_SECRET || null,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
    apiVersion: env.WHATSAPP_API_VERSION || 'v21.0',
    apiBaseUrl: (env.WHATSAPP_API_BASE_URL || 'https://graph.facebook.com').replace(/\/+$/, ''),
  };
}

/** The Cloud API transport when the token and the phone number id are both configured, else null (keep queued). */
export function transportFromConfig(config: WhatsappConfig): WhatsappTransport | null {
  if (!config.accessToken || !config.phoneNumberId) return null;
  return new CloudApiTransport({
    accessToken: config.accessToken,
    phoneNumberId: config.phoneNumberId,
    apiVersion: config.apiVersion,
    apiBaseUrl: config.apiBaseUrl,
  });
}

type MediaType = 'image' | 'video' | 'audio' | 'document';

const EXTENSION_TYPES: Readonly<Record<string, MediaType>> = {
  jpg: 'image', jpeg: 'image', png: 'image', webp: 'image',
  mp4: 'video', '3gp': 'video',
  mp3: 'audio', ogg: 'audio', opus: 'audio', aac: 'audio', amr: 'audio', m4a: 'audio',
};

/** The Cloud API media type of an address, from its extension; anything else goes as a document. */
export function mediaTypeOfUrl(url: string): MediaType {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not an absolute address: read the extension of the text as it is.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? 'document';
}

/** The Cloud API media type of a MIME type (image/png → image); anything else goes as a document. */
export function mediaTypeOfMime(mime: string): MediaType {
  const family = mime.split('/')[0]?.toLowerCase();
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'document';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `error.message` of a Graph API error answer, or the status text. */
function graphError(body: unknown, status: number): string {
  if (isRecord(body) && isRecord(body.error)) {
    const { message, code } = body.error;
    if (typeof message === 'string') return typeof code === 'number' ? `${message} (code ${code})` : message;
  }
  return `The WhatsApp provider answered HTTP ${status}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Settings of {@link CloudApiTransport}. */
export interface CloudApiOptions {
  accessToken: string;
  phoneNumberId: string;
  apiVersion: string;
  apiBaseUrl: string;
  /** How long one call may take (default 10 s). */
  timeoutMs?: number;
}

/**
 * Sends through the WhatsApp Cloud API: `POST {base}/{version}/{phoneNumberId}/messages`
 * with the bearer token. A 4xx answer (other than 429) rejects the message; a 429, a
 * 5xx, a timeout or a network failure leaves it for a later attempt.
 */
export class CloudApiTransport implements WhatsappTransport {
  constructor(private readonly options: CloudApiOptions) {}

  async send(message: OutgoingWhatsapp): Promise<SendOutcome> {
    let payload: Record<string, unknown>;
    try {
      payload = await this.payloadOf(message);
    } catch (error) {
      return { outcome: 'unavailable', error: `The WhatsApp provider could not be reached: ${String(error)}` };
    }
    let response: Response;
    try {
      response = await fetch(this.url(`${encodeURIComponent(message.from ?? this.options.phoneNumberId)}/messages`), {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return { outcome: 'unavailable', error: `The WhatsApp provider could not be reached: ${String(error)}` };
    }
    const body = await readJson(response);
    if (response.ok) {
      const first = isRecord(body) && Array.isArray(body.messages) ? body.messages[0] : undefined;
      if (isRecord(first) && typeof first.id === 'string') return { outcome: 'sent', providerId: first.id };
      return { outcome: 'unavailable', error: 'The WhatsApp provider answered without a message id' };
    }
    const error = graphError(body, response.status);
    return response.status === 429 || response.status >= 500 ? { outcome: 'unavailable', error } : { outcome: 'rejected', error };
  }

  private url(path: string): string {
    return `${this.options.apiBaseUrl}/${this.options.apiVersion}/${path}`;
  }

  /** The Cloud API body of a message; a media id's type is asked of the provider (document when it does not say). */
  private async payloadOf(message: OutgoingWhatsapp): Promise<Record<string, unknown>> {
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
    const { content } = message;
    switch (content.kind) {
      case 'text':
        return { ...base, type: 'text', text: { body: content.body, preview_url: false } };
      case 'mediaUrl': {
        const type = mediaTypeOfUrl(content.url);
        return { ...base, type, [type]: { link: content.url } };
      }
      case 'mediaId': {
        const type = await this.mediaTypeOfId(content.id);
        return { ...base, type, [type]: { id: content.id } };
      }
    }
  }

  private async mediaTypeOfId(id: string): Promise<MediaType> {
    const response = await fetch(this.url(encodeURIComponent(id)), {
      headers: { authorization: `Bearer ${this.options.accessToken}` },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const body = await readJson(response);
    return response.ok && isRecord(body) && typeof body.mime_type === 'string' ? mediaTypeOfMime(body.mime_type) : 'document';
  }
}
