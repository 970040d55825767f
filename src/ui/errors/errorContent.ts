import type { TranslationFunctions } from '../../i18n/i18n-types';

/** The six looks of the error page. */
export type ErrorVariant = 1 | 2 | 3 | 4 | 5 | 6;

/** The texts and look of an error page. */
export interface ErrorPageContent {
  variant: ErrorVariant;
  code: number;
  title: string;
  subtitle: string;
  description: string;
}

/** Seed 001 section 2.6: the code of every error page but the 403 one. */
export const DEFAULT_ERROR_CODE = 404;

const VARIANTS = {
  'error-v1': 1,
  'error-v2': 2,
  'error-v3': 3,
  'error-v4': 4,
  'error-v5': 5,
  'error-v6': 6,
} as const satisfies Record<string, ErrorVariant>;

function isSampleType(type: string): type is keyof typeof VARIANTS {
  return Object.hasOwn(VARIANTS, type);
}

/**
 * The content of the error page at `error/{type}` (seed 001 section 2.6), translated.
 * `403` (or `error/403`) is the access-denied page (variant 6); `error-v1`..`error-v6` are the
 * sample pages; anything else is the first sample. Every page but 403 has code 404.
 * @example
 * errorPageContent('error/403', LL) // { variant: 6, code: 403, title: '403... Acesso negado', ... }
 */
export function errorPageContent(type: string, LL: TranslationFunctions): ErrorPageContent {
  const key = type.startsWith('error/') ? type.slice('error/'.length) : type;
  if (key === '403') {
    const t = LL.ERRORS.FORBIDDEN;
    return { variant: 6, code: 403, title: t.TITLE(), subtitle: t.SUBTITLE(), description: t.DESCRIPTION() };
  }
  const variant: ErrorVariant = isSampleType(key) ? VARIANTS[key] : 1;
  const t = LL.ERRORS[`V${variant}`];
  return { variant, code: DEFAULT_ERROR_CODE, title: t.TITLE(), subtitle: t.SUBTITLE(), description: t.DESCRIPTION() };
}
