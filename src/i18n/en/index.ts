import type { Translation } from '../i18n-types';

/** English catalogue: the same keys as pt-BR (the type checks it), stored as the language `en`. */
const en = {
  APP: {
    NAME: 'Delivery Back-office',
    TAGLINE: 'Deliveries, stores and riders in one place',
  },
  AUTH: {
    LOGIN: {
      TITLE: 'Sign in to the system',
      PLACEHOLDER: 'The sign-in form is coming soon.',
    },
    VALIDATION: {
      INVALID: '{name} is not valid',
      REQUIRED: '{name} is required',
      MIN_LENGTH: 'minimum length is {min}',
      AGREEMENT_REQUIRED: 'Accepting terms & conditions are required',
      NOT_FOUND: 'The requested {name} is not found',
      INVALID_LOGIN: 'The login detail is incorrect',
      REQUIRED_FIELD: 'Required field',
      LENGTH_FIELD: 'Minimum or maximum field length',
    },
  },
  LANGUAGE: {
    LABEL: 'Language',
    PT_BR: 'Português',
    EN: 'English',
  },
  NOT_FOUND: {
    TITLE: 'Page not found',
    MESSAGE: 'We could not find the page {path}.',
    BACK: 'Back to sign-in',
  },
} satisfies Translation;

export default en;
