import type { NamespaceHELPDESKTranslation } from '../../i18n-types';

/** The help desk's texts in English (see ../../pt-BR/HELPDESK). */
const en_HELPDESK = {
  ERRORS: {
    TICKET_CLOSED: 'This ticket is closed (cancelled, or solved more than 7 days ago) and takes no more replies. Open a new ticket.',
  },
} satisfies NamespaceHELPDESKTranslation;

export default en_HELPDESK;
