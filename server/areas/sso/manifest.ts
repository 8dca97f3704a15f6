import { serverArea } from '../../area.ts';
import { mountSso } from './flow.ts';
import { ssoLog } from './log.ts';
import { ssoRoutes } from './openapi.ts';
import { ssoHandlers } from './routes.ts';

/** Single sign-on with OpenID Connect: the installation's providers, the sign-in through them and the admin's test. */
export const ssoArea = serverArea({ name: 'sso', log: ssoLog, handlers: ssoHandlers, mount: mountSso, described: ssoRoutes });
