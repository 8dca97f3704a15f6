import type { NamespaceAccountingTranslation } from '../../i18n-types';

const es_accounting = {
  options: {
    intro: 'El idioma en que se abre el back office cuando inicias sesión, en cualquier dispositivo.',
    preferredLang: 'Idioma preferido',
    save: 'Guardar',
    saved: 'Guardado.',
  },
  sessions: {
    title: 'Sesiones iniciadas',
    intro: 'Dónde has iniciado sesión ahora. Si no reconoces alguna, cierra las demás y cambia tu contraseña.',
    current: 'Este navegador',
    lastSeen: 'Última actividad {when}',
    address: 'Dirección {ip}',
    endOthers: 'Cerrar las demás sesiones',
    ended: 'Se han cerrado {count} sesiones más.',
    none: 'No hay ninguna otra sesión abierta.',
  },
  password: {
    forcedIntro: 'Debes cambiar tu contraseña antes de continuar: la actual se generó o se restableció y solo sirve para el primer acceso.',
    intro: 'Escribe tu contraseña actual y luego la nueva dos veces.',
    save: 'Cambiar la contraseña',
    saved: 'Tu contraseña se ha cambiado.',
  },
  totp: {
    title: 'Segundo paso de inicio de sesión',
    intro: 'Después de la contraseña, el inicio de sesión pide un PIN enviado por correo o un código de tu aplicación de autenticación.',
    method: 'Método',
    methodPin: 'PIN por correo',
    methodTotp: 'Aplicación de autenticación',
    scan: 'Escanea el código QR con tu aplicación de autenticación y escribe aquí el código que muestra.',
    qrAlt: 'Código QR para la aplicación de autenticación',
    manual: 'Si no puedes escanearlo, introduce esta clave a mano:',
    confirm: 'Activar la aplicación',
    cancel: 'Cancelar',
    enabled: 'La aplicación de autenticación está activada: al iniciar sesión te pediremos su código.',
    recoveryTitle: 'Códigos de recuperación',
    recoveryShown: 'Guarda estos códigos en un lugar seguro: no volverás a verlos. Cada uno permite un inicio de sesión sin el teléfono.',
    recoveryLeft: 'Códigos de recuperación aún sin usar: {count}',
    saved: 'Ya los he guardado',
    regenerate: 'Crear nuevos códigos de recuperación',
    disable: 'Volver al PIN por correo',
    proofIntro: 'Confirma con tu contraseña o con un código de la aplicación.',
    password: 'Contraseña',
    appCode: 'Código de la aplicación',
    proofHint: 'Escribe la contraseña o el código.',
    disabled: 'La aplicación de autenticación está desactivada: al iniciar sesión volverás a recibir un PIN por correo.',
  },
} satisfies NamespaceAccountingTranslation;

export default es_accounting;
