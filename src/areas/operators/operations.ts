import {
  AdminOperatorInvite,
  AdminOperatorSetInstallationAdmin,
  CompanyFormAssistantGrant,
  CompanyFormAssistantInvite,
  CompanyFormAssistantRevoke,
  CompanyOperatorInvite,
  CompanyOperatorResendInvite,
  CompanyOperatorRevoke,
  CompanyOperatorSetRole,
  FIELD_LABELS,
} from '../../../contract/operators.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the operators area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(CompanyOperatorInvite, 'operatorInvite', FIELD_LABELS),
  operation(CompanyOperatorResendInvite, 'operatorResend', FIELD_LABELS),
  operation(CompanyOperatorSetRole, 'operatorRole', FIELD_LABELS),
  operation(CompanyOperatorRevoke, 'operatorRevoke', FIELD_LABELS),
  operation(CompanyFormAssistantGrant, 'formAssistantGrant', FIELD_LABELS),
  operation(CompanyFormAssistantInvite, 'formAssistantInvite', FIELD_LABELS),
  operation(CompanyFormAssistantRevoke, 'formAssistantRevoke', FIELD_LABELS),
  operation(AdminOperatorInvite, 'adminInvite', FIELD_LABELS),
  operation(AdminOperatorSetInstallationAdmin, 'adminFlag', FIELD_LABELS),
];
