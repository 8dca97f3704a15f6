import { words, type AreaLog } from '../../http/log-sentence.ts';

/** The words of a refused sign-in, naming the address tried. */
export const SIGN_IN_REFUSED = words({
  it: 'Accesso rifiutato per {email}',
  en: 'Sign-in refused for {email}',
  es: 'Inicio de sesión rechazado para {email}',
  fr: 'Connexion refusée pour {email}',
  pt: 'Acesso recusado para {email}',
});

/** How sign-in and the operator's own account read in the operations' log. */
export const accountingLog: AreaLog = {
  label: words({ it: 'Accesso e account', en: 'Sign-in and account', es: 'Acceso y cuenta', fr: 'Connexion et compte', pt: 'Acesso e conta' }),
  sentences: {
    'accounting/login-start': words({
      it: '{actor} ha inserito la password',
      en: '{actor} entered their password',
      es: '{actor} introdujo su contraseña',
      fr: '{actor} a saisi son mot de passe',
      pt: '{actor} digitou a senha',
    }),
    'accounting/login-unlock': words({
      it: "{actor} ha effettuato l'accesso",
      en: '{actor} signed in',
      es: '{actor} inició sesión',
      fr: '{actor} s’est connecté',
      pt: '{actor} entrou',
    }),
    'accounting/logout': words({
      it: '{actor} ha chiuso la sessione',
      en: '{actor} signed out',
      es: '{actor} cerró la sesión',
      fr: '{actor} s’est déconnecté',
      pt: '{actor} saiu',
    }),
    'accounting/password/change': words({
      it: '{actor} ha cambiato la propria password',
      en: '{actor} changed their password',
      es: '{actor} cambió su contraseña',
      fr: '{actor} a changé son mot de passe',
      pt: '{actor} alterou a própria senha',
    }),
    'accounting/recovery/start': words({
      it: 'Richiesto il ripristino della password per {email}',
      en: 'Password reset requested for {email}',
      es: 'Se pidió restablecer la contraseña de {email}',
      fr: 'Réinitialisation du mot de passe demandée pour {email}',
      pt: 'Redefinição de senha solicitada para {email}',
    }),
    'accounting/recovery/complete': words({
      it: '{actor} ha reimpostato la password',
      en: '{actor} reset their password',
      es: '{actor} restableció su contraseña',
      fr: '{actor} a réinitialisé son mot de passe',
      pt: '{actor} redefiniu a senha',
    }),
    'accounting/invite/accept': words({
      it: "{actor} ha accettato l'invito",
      en: '{actor} accepted the invitation',
      es: '{actor} aceptó la invitación',
      fr: '{actor} a accepté l’invitation',
      pt: '{actor} aceitou o convite',
    }),
    'accounting/operator/set-preferred-lang/:lang': words({
      it: '{actor} ha scelto la lingua {lang}',
      en: '{actor} chose the language {lang}',
      es: '{actor} eligió el idioma {lang}',
      fr: '{actor} a choisi la langue {lang}',
      pt: '{actor} escolheu o idioma {lang}',
    }),
    'accounting/sessions/end-others': words({
      it: '{actor} ha chiuso le altre sessioni',
      en: '{actor} ended their other sessions',
      es: '{actor} cerró sus otras sesiones',
      fr: '{actor} a fermé ses autres sessions',
      pt: '{actor} encerrou as outras sessões',
    }),
    'accounting/totp/start': words({
      it: "{actor} ha iniziato a configurare un'app di autenticazione",
      en: '{actor} began setting up an authenticator app',
      es: '{actor} empezó a configurar una app de autenticación',
      fr: '{actor} a commencé à configurer une application d’authentification',
      pt: '{actor} começou a configurar um app autenticador',
    }),
    'accounting/totp/confirm': words({
      it: "{actor} ha attivato l'app di autenticazione",
      en: '{actor} turned on the authenticator app',
      es: '{actor} activó la app de autenticación',
      fr: '{actor} a activé l’application d’authentification',
      pt: '{actor} ativou o app autenticador',
    }),
    'accounting/totp/disable': words({
      it: "{actor} ha disattivato l'app di autenticazione",
      en: '{actor} turned off the authenticator app',
      es: '{actor} desactivó la app de autenticación',
      fr: '{actor} a désactivé l’application d’authentification',
      pt: '{actor} desativou o app autenticador',
    }),
    'accounting/totp/recovery-codes': words({
      it: '{actor} ha generato nuovi codici di recupero',
      en: '{actor} made new recovery codes',
      es: '{actor} generó nuevos códigos de recuperación',
      fr: '{actor} a généré de nouveaux codes de récupération',
      pt: '{actor} gerou novos códigos de recuperação',
    }),
  },
  // Where nobody is signed in yet, the refusal names the address tried.
  refusals: {
    'accounting/login-start': SIGN_IN_REFUSED,
    'accounting/login-unlock': words({
      it: "Secondo passo dell'accesso rifiutato per {email}",
      en: 'Second sign-in step refused for {email}',
      es: 'Segundo paso del inicio de sesión rechazado para {email}',
      fr: 'Deuxième étape de connexion refusée pour {email}',
      pt: 'Segunda etapa do acesso recusada para {email}',
    }),
  },
};
