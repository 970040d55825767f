import type { BaseTranslation } from '../../i18n-types';

/**
 * The help desk's texts (issue 26): the tickets, a ticket's thread and side panel, and the
 * frequently asked questions, a namespace loaded with those pages.
 */
const ptBr_HELPDESK = {
  ERRORS: {
    TICKET_CLOSED: 'Este chamado está encerrado (cancelado, ou resolvido há mais de 7 dias) e não recebe mais respostas. Abra um novo chamado.',
  },
} satisfies BaseTranslation;

export default ptBr_HELPDESK;
