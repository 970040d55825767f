import type { BaseTranslation } from '../i18n-types';

/**
 * Brazilian Portuguese, the base catalogue: every key starts here and `en` must mirror it.
 * Stored as the language `ptBr` (see ../language.ts); `pt-BR` is the BCP 47 tag Intl needs.
 */
const ptBr = {
  APP: {
    NAME: 'Back-office Delivery',
    TAGLINE: 'Entregas, lojas e entregadores em um só painel',
  },
  AUTH: {
    LOGIN: {
      TITLE: 'Logar no sistema',
      PLACEHOLDER: 'O formulário de acesso chega em breve.',
    },
    VALIDATION: {
      INVALID: '{name:string} não é válido',
      REQUIRED: '{name:string} é obrigatório',
      MIN_LENGTH: 'o tamanho mínimo é {min:number}',
      AGREEMENT_REQUIRED: 'É obrigatório aceitar os termos e condições',
      NOT_FOUND: 'O {name:string} solicitado não foi encontrado',
      INVALID_LOGIN: 'Login e/ou senha incorretos',
      REQUIRED_FIELD: 'Campo obrigatório',
      LENGTH_FIELD: 'Tamanho mínimo ou máximo do campo',
    },
  },
  LANGUAGE: {
    LABEL: 'Idioma',
    PT_BR: 'Português',
    EN: 'English',
  },
  NOT_FOUND: {
    TITLE: 'Página não encontrada',
    MESSAGE: 'Não encontramos a página {path:string}.',
    BACK: 'Voltar para o login',
  },
} satisfies BaseTranslation;

export default ptBr;
