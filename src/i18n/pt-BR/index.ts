import type { BaseTranslation } from '../i18n-types';

/**
 * Brazilian Portuguese, the base catalogue: every key starts here and `en` must mirror it.
 * Stored as the language `ptBr` (see ../language.ts); `pt-BR` is the BCP 47 tag Intl needs.
 */
const ptBr = {
  APP: {
    NAME: 'Back-office Delivery',
    TAGLINE: 'Entregas, lojas e entregadores em um só painel',
    CONFIG_ERROR: 'Não foi possível carregar a configuração do aplicativo. Tente novamente mais tarde.',
  },
  AUTH: {
    GENERAL: {
      SUBMIT_BUTTON: 'Enviar',
      BACK_BUTTON: 'Voltar',
      FORGOT_BUTTON: 'Esqueceu a senha?',
      SIGNUP_BUTTON: 'Cadastre-se',
      NO_ACCOUNT: 'Ainda não tem uma conta?',
      LOADING: 'Aguarde...',
    },
    LOGIN: {
      TITLE: 'Logar no sistema',
      DESC: 'Informe seu e-mail e sua senha para acessar o painel.',
      BUTTON: 'Entrar',
    },
    FORGOT: {
      TITLE: 'Esqueceu a senha?',
      DESC: 'Informe seu e-mail para redefinir a senha.',
      SUCCESS: 'Enviamos para o seu e-mail as instruções para redefinir a senha.',
    },
    REGISTER: {
      TITLE: 'Cadastre-se',
      DESC: 'Informe seus dados para criar sua conta.',
      SUCCESS: 'Sua conta foi cadastrada com sucesso.',
      AGREE: 'Eu concordo com os termos e condições',
      TERMS_REQUIRED: 'Você precisa concordar com os termos e condições',
    },
    RESET: {
      TITLE: 'Redefinir a senha',
      DESC: 'Escolha uma nova senha para a sua conta.',
      SUCCESS: 'Sua senha foi redefinida. Entre com a nova senha.',
      TOKEN_INVALID: 'Este link de redefinição expirou ou já foi usado. Peça um novo.',
      BACK_TO_LOGIN: 'Voltar para o login',
    },
    ERRORS: {
      TOO_MANY_ATTEMPTS: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      EMAIL_TAKEN: 'Este e-mail já está cadastrado.',
      USERNAME_TAKEN: 'Este usuário já está em uso.',
      NETWORK: 'Não foi possível falar com o servidor. Verifique sua conexão.',
      SERVER: 'Algo deu errado no servidor. Tente novamente mais tarde.',
    },
    INPUT: {
      EMAIL: 'E-mail',
      FULLNAME: 'Nome completo',
      PASSWORD: 'Senha',
      CONFIRM_PASSWORD: 'Confirmar senha',
      USERNAME: 'Usuário',
    },
    VALIDATION: {
      INVALID: 'O campo {name:string} não é válido',
      REQUIRED: 'O campo {name:string} é obrigatório',
      MIN_LENGTH: 'o tamanho mínimo é {min:number}',
      AGREEMENT_REQUIRED: 'É obrigatório aceitar os termos e condições',
      NOT_FOUND: 'O {name:string} solicitado não foi encontrado',
      INVALID_LOGIN: 'Login e/ou senha incorretos',
      REQUIRED_FIELD: 'Campo obrigatório',
      LENGTH_FIELD: 'Tamanho mínimo ou máximo do campo',
      MAX_LENGTH: 'o tamanho máximo é {max:number}',
      MISMATCH: 'A senha e a confirmação de senha não conferem.',
      EMAIL_NOT_FOUND: 'O e-mail {email:string} não foi encontrado',
    },
  },
  LANGUAGE: {
    LABEL: 'Idioma',
    PT_BR: 'Português',
    EN: 'English',
  },
  MAIL: {
    TITLE: 'E-mail',
    COMING_SOON: 'Em breve',
    COMING_SOON_DESC: 'A caixa de e-mail está a caminho.',
  },
  HOME: {
    TITLE: 'Início',
    SIGNED_IN_AS: 'Conectado como {fullname:string}',
    COMPANY: 'Empresa: {name:string}',
    NO_COMPANY: 'Nenhuma empresa vinculada',
    SIGN_OUT: 'Sair',
  },
  SHELL: {
    MENU_LABEL: 'Menu principal',
    MINIMIZE_MENU: 'Minimizar o menu',
    EXPAND_MENU: 'Expandir o menu',
    OPEN_MENU: 'Abrir o menu',
    CLOSE_MENU: 'Fechar o menu',
    USER_MENU: 'Menu do usuário',
    USER_PICTURE: 'Foto de {name:string}',
    NO_COMPANY: 'Nenhuma empresa vinculada',
    SIGN_OUT: 'Sair',
    QUICK_PANEL: {
      OPEN: 'Abrir o painel rápido',
      TITLE: 'Painel rápido',
      CLOSE: 'Fechar o painel rápido',
      NOTICES: 'Avisos recentes',
      DEMO_NOTICE: 'Conteúdo de demonstração',
      NOTICE_ORDER: 'Novo pedido recebido na loja Centro',
      NOTICE_DELIVERY: 'Entregador ficou online na sua região',
      NOTICE_REPORT: 'O relatório de vendas do mês está pronto',
      NOTICE_TICKET: 'Chamado de suporte respondido',
      MINUTES_AGO: 'há {minutes:number} min',
      HOURS_AGO: 'há {hours:number} h',
    },
    PAGE_FALLBACK: 'Página',
    SCROLL_TOP: 'Voltar ao topo',
    BREADCRUMBS: 'Trilha de navegação',
    PROGRESS: 'Carregando a página',
    LAYOUT: {
      PLEASE_WAIT: 'Aguarde...',
      SKIP_TO_CONTENT: 'Ir para o conteúdo',
    },
  },
  ERRORS: {
    BACK_HOME: 'Voltar para o início',
    ERROR_CODE: 'Erro {code:number}',
    FORBIDDEN: {
      TITLE: '403... Acesso negado',
      SUBTITLE: 'Você não tem permissão para acessar esta página',
      DESCRIPTION: 'Parece que você não tem permissão para acessar esta página. Entre em contato com o administrador do sistema.',
    },
    V1: {
      TITLE: 'OPA! Algo deu errado aqui',
      SUBTITLE: 'Página não encontrada',
      DESCRIPTION: 'Desculpe, não conseguimos encontrar a página que você procura.',
    },
    V2: {
      TITLE: 'OPA!',
      SUBTITLE: 'Algo deu errado aqui',
      DESCRIPTION: 'Estamos trabalhando nisso e vamos resolver o quanto antes.',
    },
    V3: {
      TITLE: 'Como você chegou aqui?',
      SUBTITLE: 'Página não encontrada',
      DESCRIPTION: 'Desculpe, não conseguimos encontrar a página que você procura. O endereço pode ter sido digitado errado ou a página pode não existir mais.',
    },
    V4: {
      TITLE: 'ERRO',
      SUBTITLE: 'Nada mais a fazer aqui',
      DESCRIPTION: 'Volte para o início e continue de lá.',
    },
    V5: {
      TITLE: 'Ops!',
      SUBTITLE: 'Algo deu errado aqui',
      DESCRIPTION: 'Estamos trabalhando nisso e vamos resolver o quanto antes. Você pode voltar para o início.',
    },
    V6: {
      TITLE: 'Ops...',
      SUBTITLE: 'Algo deu errado',
      DESCRIPTION: 'Parece que algo deu errado. Estamos trabalhando nisso.',
    },
  },
  MODULE: {
    NOT_IN_RELEASE: 'O módulo {title:string} não faz parte desta versão',
    PAGE_NOT_IN_RELEASE: 'Esta página não faz parte desta versão',
    NOT_IN_RELEASE_DESC: 'Este módulo ainda não está disponível no painel. Use o menu para abrir outro módulo.',
  },
  DASHBOARD: {
    TITLE: 'Painel',
    GREETING: 'Olá, {name:string}',
    COMPANY: 'Empresa: {name:string}',
    NO_COMPANY: 'Nenhuma empresa vinculada',
    NO_MODULES: 'Nenhum módulo liberado para o seu usuário. Fale com o administrador.',
    YOUR_MODULES: 'Seus módulos',
    SWITCH_PLACEHOLDER: 'Aqui ficará o botão de estabelecimento aberto/fechado',
  },
} satisfies BaseTranslation;

export default ptBr;
