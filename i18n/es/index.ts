import type { Translation } from '../i18n-types';

const es = {
  app: {
    name: 'Back office',
    loading: 'Cargando…',
    updateReady: 'Hay una nueva versión disponible.',
    updateNow: 'Actualizar',
  },
  language: {
    label: 'Idioma',
  },
  login: {
    title: 'Iniciar sesión',
    intro: 'Inicia sesión con tu correo electrónico y tu contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar u ocultar la contraseña',
    continue: 'Continuar',
    pinIntro: 'Hemos enviado un PIN de 6 cifras a {email}. Escríbelo abajo.',
    pin: 'PIN',
    pinDescription: 'El PIN es válido durante 10 minutos y funciona una sola vez.',
    signIn: 'Iniciar sesión',
    back: 'Usar otra cuenta',
    unreachable: 'El servidor no responde. Comprueba la conexión y vuelve a intentarlo.',
  },
  home: {
    title: 'Inicio',
    signedInAs: 'Has iniciado sesión como {name}',
    logout: 'Cerrar sesión',
  },
} satisfies Translation;

export default es;
