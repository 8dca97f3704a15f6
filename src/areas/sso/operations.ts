import { FIELD_LABELS, SsoProvidersDelete, SsoProvidersSave } from '../../../contract/sso.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the single sign-on area queues in the outbox, with their words. */
export const OPERATIONS: readonly Operation[] = [operation(SsoProvidersSave, 'ssoProviderSave', FIELD_LABELS), operation(SsoProvidersDelete, 'ssoProviderDelete', FIELD_LABELS)];
