import type { NamespaceAccountingTranslation } from '../../i18n-types';

const pt_accounting = {
  options: {
    intro: 'O idioma em que o back office abre quando você entra, em qualquer dispositivo.',
    preferredLang: 'Idioma preferido',
    save: 'Salvar',
    saved: 'Salvo.',
  },
  sessions: {
    title: 'Sessões abertas',
    intro: 'Onde você está conectado agora. Se não reconhecer alguma, encerre as outras e altere sua senha.',
    current: 'Este navegador',
    lastSeen: 'Última atividade {when}',
    address: 'Endereço {ip}',
    endOthers: 'Encerrar todas as outras sessões',
    ended: '{count} outras sessões foram encerradas.',
    none: 'Nenhuma outra sessão está aberta.',
  },
  password: {
    forcedIntro: 'Você precisa alterar sua senha antes de continuar: a atual foi gerada ou redefinida e serve apenas para o primeiro acesso.',
    intro: 'Digite sua senha atual e depois a nova duas vezes.',
    save: 'Alterar a senha',
    saved: 'Sua senha foi alterada.',
  },
  totp: {
    title: 'Segunda etapa do acesso',
    intro: 'Depois da senha, o acesso pede um PIN enviado por e-mail ou um código do seu aplicativo autenticador.',
    method: 'Método',
    methodPin: 'PIN por e-mail',
    methodTotp: 'Aplicativo autenticador',
    scan: 'Leia o código QR com o seu aplicativo autenticador e digite aqui o código que ele mostra.',
    qrAlt: 'Código QR para o aplicativo autenticador',
    manual: 'Se não conseguir lê-lo, digite esta chave à mão:',
    confirm: 'Ativar o aplicativo',
    cancel: 'Cancelar',
    enabled: 'O aplicativo autenticador está ativado: ao entrar, pediremos o código dele.',
    recoveryTitle: 'Códigos de recuperação',
    recoveryShown: 'Guarde estes códigos num lugar seguro: você não os verá de novo. Cada um permite um acesso sem o telefone.',
    recoveryLeft: 'Códigos de recuperação ainda não usados: {count}',
    saved: 'Já os guardei',
    regenerate: 'Criar novos códigos de recuperação',
    disable: 'Voltar ao PIN por e-mail',
    proofIntro: 'Confirme com a sua senha ou com um código do aplicativo.',
    password: 'Senha',
    appCode: 'Código do aplicativo',
    proofHint: 'Digite a senha ou o código.',
    disabled: 'O aplicativo autenticador está desativado: ao entrar, você receberá de novo um PIN por e-mail.',
  },
} satisfies NamespaceAccountingTranslation;

export default pt_accounting;
