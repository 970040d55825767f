import type { NamespaceOPENSWITCHREASONTranslation } from '../../i18n-types';

/** Why the establishment is open or closed, in English (see ../../pt-BR/OPEN_SWITCH_REASON). */
const en_OPEN_SWITCH_REASON = {
  OPENS: 'opens {when}',
  CLOSES: 'closes {when}',
  PAUSED: 'paused until {until}',
  NO_HOURS: 'no opening hours set',
  EXCEPTION: "today's exception",
  JOIN: '{first} · {second}',
  AT: 'at {time}',
  AT_DAY: '{day} at {time}',
  TOMORROW: 'tomorrow',
  ON_DATE: 'on {date}',
} satisfies NamespaceOPENSWITCHREASONTranslation;

export default en_OPEN_SWITCH_REASON;
