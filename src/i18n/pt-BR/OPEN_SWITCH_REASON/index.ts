import type { BaseTranslation } from '../../i18n-types';

/**
 * Why the establishment is open or closed, as the open/closed switch and the opening hours
 * preview say it (issue 23): a namespace loaded with the switch's view (see src/i18n/context.tsx).
 */
const ptBr_OPEN_SWITCH_REASON = {
  OPENS: 'abre {when:string}',
  CLOSES: 'fecha {when:string}',
  PAUSED: 'pausado até {until:string}',
  NO_HOURS: 'sem horário cadastrado',
  EXCEPTION: 'exceção do dia',
  JOIN: '{first:string} · {second:string}',
  AT: 'às {time:string}',
  AT_DAY: '{day:string} às {time:string}',
  TOMORROW: 'amanhã',
  ON_DATE: 'em {date:string}',
} satisfies BaseTranslation;

export default ptBr_OPEN_SWITCH_REASON;
