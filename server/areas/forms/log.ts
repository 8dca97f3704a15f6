import { words, type AreaLog } from '../../http/log-sentence.ts';

/** How a project's forms read in the operations' log: listed with their project. */
export const formsLog: AreaLog = {
  filter: 'projects',
  sentences: {
    'company/:company/project/:project/form/:form/invitations/send': words({
      it: '{actor} ha invitato delle persone a compilare il modulo {target}',
      en: '{actor} invited people to fill in the form {target}',
      es: '{actor} invitó a personas a rellenar el formulario {target}',
      fr: '{actor} a invité des personnes à remplir le formulaire {target}',
      pt: '{actor} convidou pessoas a preencher o formulário {target}',
    }),
    'company/:company/project/:project/form/:form/invitations/revoke': words({
      it: '{actor} ha revocato un invito al modulo {target}',
      en: '{actor} revoked an invitation to the form {target}',
      es: '{actor} revocó una invitación al formulario {target}',
      fr: '{actor} a révoqué une invitation au formulaire {target}',
      pt: '{actor} revogou um convite ao formulário {target}',
    }),
  },
};
