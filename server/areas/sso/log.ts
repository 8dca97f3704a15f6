import { SsoResult } from '../../../contract/sso-sign-in.ts';
import { SsoProvidersDelete, SsoProvidersSave } from '../../../contract/sso.ts';
import type { AreaLog } from '../../http/log-sentence.ts';
import { words } from '../../http/log-sentence.ts';

const WORDS = {
  create: words({
    it: '{actor} ha aggiunto il provider di accesso {target}',
    en: '{actor} added the sign-in provider {target}',
    es: '{actor} añadió el proveedor de acceso {target}',
    fr: '{actor} a ajouté le fournisseur de connexion {target}',
    pt: '{actor} adicionou o provedor de acesso {target}',
  }),
  save: words({
    it: '{actor} ha modificato il provider di accesso {target}',
    en: '{actor} changed the sign-in provider {target}',
    es: '{actor} modificó el proveedor de acceso {target}',
    fr: '{actor} a modifié le fournisseur de connexion {target}',
    pt: '{actor} alterou o provedor de acesso {target}',
  }),
  delete: words({
    it: '{actor} ha rimosso il provider di accesso {target}',
    en: '{actor} removed the sign-in provider {target}',
    es: '{actor} eliminó el proveedor de acceso {target}',
    fr: '{actor} a supprimé le fournisseur de connexion {target}',
    pt: '{actor} removeu o provedor de acesso {target}',
  }),
  testPassed: words({
    it: '{actor} ha provato il provider di accesso {target}: il test è riuscito',
    en: '{actor} tested the sign-in provider {target}: the test passed',
    es: '{actor} probó el proveedor de acceso {target}: la prueba pasó',
    fr: '{actor} a testé le fournisseur de connexion {target} : le test a réussi',
    pt: '{actor} testou o provedor de acesso {target}: o teste passou',
  }),
  testFailed: words({
    it: '{actor} ha provato il provider di accesso {target}: l’accesso sarebbe rifiutato',
    en: '{actor} tested the sign-in provider {target}: the sign-in would be refused',
    es: '{actor} probó el proveedor de acceso {target}: el acceso sería rechazado',
    fr: '{actor} a testé le fournisseur de connexion {target} : la connexion serait refusée',
    pt: '{actor} testou o provedor de acesso {target}: o acesso seria recusado',
  }),
  signedIn: words({
    it: '{actor} ha effettuato l’accesso tramite un provider',
    en: '{actor} signed in through a provider',
    es: '{actor} accedió a través de un proveedor',
    fr: '{actor} s’est connecté via un fournisseur',
    pt: '{actor} entrou por meio de um provedor',
  }),
};

/** How the single sign-on's calls read in the operations' log. */
export const ssoLog: AreaLog = {
  label: words({ it: 'Accesso unico', en: 'Single sign-on', es: 'Inicio de sesión único', fr: 'Authentification unique', pt: 'Acesso único' }),
  sentences: {
    [SsoProvidersSave.path]: (row) => (row.summary.created === true ? WORDS.create : WORDS.save),
    [SsoProvidersDelete.path]: WORDS.delete,
    [SsoResult.path]: (row) => {
      if (row.summary.test === true) return row.summary.passed === true ? WORDS.testPassed : WORDS.testFailed;
      return WORDS.signedIn;
    },
  },
};
