import type { Translation } from '../i18n-types';

const pt = {
  app: {
    name: 'Back office',
    loading: 'Carregando…',
    updateReady: 'Uma nova versão está disponível.',
    updateNow: 'Atualizar',
  },
  language: {
    label: 'Idioma',
  },
  login: {
    title: 'Entrar',
    intro: 'Entre com seu e-mail e sua senha.',
    email: 'E-mail',
    password: 'Senha',
    showPassword: 'Mostrar ou ocultar a senha',
    continue: 'Continuar',
    pinIntro: 'Enviamos um PIN de 6 dígitos para {email}. Digite-o abaixo.',
    pin: 'PIN',
    pinDescription: 'O PIN vale por 10 minutos e funciona uma única vez.',
    signIn: 'Entrar',
    back: 'Usar outra conta',
    unreachable: 'O servidor não responde. Verifique a conexão e tente novamente.',
  },
  home: {
    title: 'Início',
    signedInAs: 'Conectado como {name}',
    logout: 'Sair',
  },
} satisfies Translation;

export default pt;
