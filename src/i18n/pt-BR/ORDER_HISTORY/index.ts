import type { BaseTranslation } from '../../i18n-types';

/**
 * The order history's texts (issue 25, `/report/order`), a namespace loaded with its page; the
 * statuses and payment types are the order desk's (ORDERS), loaded with it.
 */
const ptBr_ORDER_HISTORY = {
  TITLE: 'Histórico de pedidos',
  HINT: 'Todos os pedidos das empresas que você atende. Clique em um pedido para ver sua linha do tempo.',
  SEARCH: 'Número, cliente ou telefone',
  SEARCH_HINT: 'Busca pelo número do pedido, pelo nome do cliente ou pelos dígitos do telefone.',
  FILTERS: {
    LABEL: 'Filtros',
    FROM: 'De',
    TO: 'Até',
    PRESETS: 'Período',
    TODAY: 'Hoje',
    YESTERDAY: 'Ontem',
    LAST_7_DAYS: 'Últimos 7 dias',
    THIS_MONTH: 'Este mês',
    ANY_DATE: 'Qualquer data',
    STATUS: 'Situação',
    ANY_STATUS: 'Todas as situações',
    STATUS_COUNT: '{count:number} {{situação|situações}}',
    PAYMENT: 'Pagamento',
    ANY_PAYMENT: 'Qualquer pagamento',
    FULFILMENT: 'Entrega ou retirada',
    ANY_FULFILMENT: 'Entrega e retirada',
    DELIVERY: 'Entrega',
    PICKUP: 'Retirada',
    RIDER: 'Entregador',
    ANY_RIDER: 'Qualquer entregador',
    RIDERS_LOADING: 'Carregando entregadores…',
    RIDERS_NEED_COMPANY: 'Escolha uma empresa para filtrar por entregador',
    RIDERS_FAILED: 'Não foi possível carregar os entregadores',
    COMPANY: 'Empresa',
    ANY_COMPANY: 'Todas as empresas',
    CLEAR: 'Limpar filtros',
    TIME_ZONE: 'Datas no fuso {zone:string}',
  },
  COLUMNS: {
    NUMBER: 'Nº',
    PLACED_AT: 'Feito em',
    COMPANY: 'Empresa',
    CUSTOMER: 'Cliente',
    STATUS: 'Situação',
    PAYMENT: 'Pagamento',
    FULFILMENT: 'Tipo',
    RIDER: 'Entregador',
    TOTAL: 'Total',
  },
  ROW_LABEL: 'Pedido {number:number} de {customer:string}, abrir',
  NO_RIDER: '—',
  LATE: 'Atrasado',
  EXPORT: {
    BUTTON: 'Exportar CSV',
    TITLE: 'Exportação',
    RUNNING: 'Exportando {rows:number} de {total:number} pedidos…',
    CANCEL: 'Cancelar',
    SAVED: '{rows:number} {{pedido exportado|pedidos exportados}} em {file:string}.',
    FAILED: 'A exportação falhou.',
    AGAIN: 'Tentar de novo',
    DISMISS: 'Fechar',
    NOTHING: 'Não há pedidos para exportar com estes filtros.',
  },
} satisfies BaseTranslation;

export default ptBr_ORDER_HISTORY;
