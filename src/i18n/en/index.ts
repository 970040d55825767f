import type { Translation } from '../i18n-types';

/** English catalogue: the same keys as pt-BR (the type checks it), stored as the language `en`. */
const en = {
  APP: {
    NAME: 'Delivery Back-office',
    TAGLINE: 'Deliveries, stores and riders in one place',
    CONFIG_ERROR: 'The application configuration could not be loaded. Please try again later.',
  },
  AUTH: {
    GENERAL: {
      SUBMIT_BUTTON: 'Submit',
      BACK_BUTTON: 'Back',
      FORGOT_BUTTON: 'Forgot Password?',
      SIGNUP_BUTTON: 'Sign Up',
      NO_ACCOUNT: "Don't have an account yet?",
      LOADING: 'Please wait...',
    },
    LOGIN: {
      TITLE: 'Sign in to the system',
      DESC: 'Enter your e-mail and password to reach the back-office.',
      BUTTON: 'Sign In',
    },
    FORGOT: {
      TITLE: 'Forgotten Password?',
      DESC: 'Enter your email to reset your password.',
      SUCCESS: 'We have sent the instructions to reset your password to your e-mail.',
    },
    REGISTER: {
      TITLE: 'Sign Up',
      DESC: 'Enter your details to create your account.',
      SUCCESS: 'Your account has been successfully registered.',
      AGREE: 'I agree the terms & conditions',
      TERMS_REQUIRED: 'You must agree the terms and condition',
    },
    RESET: {
      TITLE: 'Reset password',
      DESC: 'Choose a new password for your account.',
      SUCCESS: 'Your password has been reset. Sign in with the new password.',
      TOKEN_INVALID: 'This reset link has expired or has already been used. Ask for a new one.',
      BACK_TO_LOGIN: 'Back to sign-in',
    },
    ERRORS: {
      TOO_MANY_ATTEMPTS: 'Too many attempts. Wait a moment and try again.',
      EMAIL_TAKEN: 'This e-mail is already registered.',
      USERNAME_TAKEN: 'This username is already taken.',
      NETWORK: 'The server could not be reached. Check your connection.',
      SERVER: 'Something went wrong on the server. Please try again later.',
    },
    INPUT: {
      EMAIL: 'Email',
      FULLNAME: 'Fullname',
      PASSWORD: 'Password',
      CONFIRM_PASSWORD: 'Confirm Password',
      USERNAME: 'Username',
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
      MAX_LENGTH: 'maximum length is {max}',
      MISMATCH: "Passsword and ConfirmPassword didn't match.",
      EMAIL_NOT_FOUND: 'The requested e-mail {email} is not found',
    },
  },
  LANGUAGE: {
    LABEL: 'Language',
    PT_BR: 'Português',
    EN: 'English',
  },
  MAIL: {
    TITLE: 'Mail',
    COMING_SOON: 'Coming soon',
    COMING_SOON_DESC: 'The mailbox is on its way.',
  },
  HOME: {
    TITLE: 'Home',
    SIGNED_IN_AS: 'Signed in as {fullname}',
    COMPANY: 'Company: {name}',
    NO_COMPANY: 'No company linked',
    SIGN_OUT: 'Sign out',
  },
  NOT_FOUND: {
    TITLE: 'Page not found',
    MESSAGE: 'We could not find the page {path}.',
    BACK: 'Back to sign-in',
  },
} satisfies Translation;

export default en;
