import type { OutgoingWhatsapp, SendOutcome, WhatsappTransport } from '../../server/services/whatsappTransport';

/** A WhatsApp transport that records what it is given and answers what the test queues (sent by default). */
export class RecordingTransport implements WhatsappTransport {
  readonly sent: OutgoingWhatsapp[] = [];
  readonly outcomes: SendOutcome[] = [];
  private serial = 0;

  constructor(private readonly idPrefix = 'wamid.test') {}

  async send(message: OutgoingWhatsapp): Promise<SendOutcome> {
    this.sent.push(message);
    return this.outcomes.shift() ?? { outcome: 'sent', providerId: `${this.idPrefix}.${++this.serial}` };
  }
}
