// The OpenID Connect client of a provider: its discovered metadata (kept a few minutes), the client
// it signs in with, and the refusals of openid-client said as the area's error codes.
import * as oidc from 'openid-client';
import { isLoopbackIssuer, SSO_CLOCK_TOLERANCE_SECONDS, type SsoRefusal } from '../../../contract/sso.ts';
import type { Clock } from '../../deps.ts';

/** How long a provider's discovered metadata is used before it is read again. */
const METADATA_TTL_MS = 5 * 60 * 1000;
/** How long a request to a provider may take. */
const REQUEST_TIMEOUT_SECONDS = 10;

const metadataCache = new Map<string, { metadata: oidc.ServerMetadata; until: number }>();

/** What the discovery of an issuer says about the sign-in it offers. */
export interface DiscoveryFacts {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string | null;
  pkce_s256: boolean;
  iss_parameter: boolean;
}

/** Reads an issuer's discovery document (`/.well-known/openid-configuration`), from the cache when it is fresh; throws when it cannot. */
export async function discoverIssuer(issuer: string, fresh = false): Promise<oidc.ServerMetadata> {
  const cached = metadataCache.get(issuer);
  if (!fresh && cached && cached.until > Date.now()) return cached.metadata;
  const url = new URL(issuer);
  const found = await oidc.discovery(url, 'discovery', undefined, undefined, {
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(isLoopbackIssuer(url) ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  const metadata = found.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint) throw new Error('The provider names no authorization or token endpoint');
  metadataCache.set(issuer, { metadata, until: Date.now() + METADATA_TTL_MS });
  return metadata;
}

/** The facts of a discovered provider a test reports. */
export function discoveryFacts(metadata: oidc.ServerMetadata): DiscoveryFacts {
  return {
    issuer: metadata.issuer,
    authorization_endpoint: metadata.authorization_endpoint ?? '',
    token_endpoint: metadata.token_endpoint ?? '',
    userinfo_endpoint: metadata.userinfo_endpoint ?? null,
    // A provider that lists no methods may still take S256; one that lists some must list it.
    pkce_s256: metadata.code_challenge_methods_supported === undefined || metadata.code_challenge_methods_supported.includes('S256'),
    iss_parameter: metadata.authorization_response_iss_parameter_supported === true,
  };
}

/**
 * The client of a provider: its secret sent as the provider asks (HTTP Basic unless it offers only
 * the body), its clock the server's (so the tests' clock moves it too), 30 s of tolerance.
 */
export function clientOf(metadata: oidc.ServerMetadata, clientId: string, clientSecret: string, clock: Clock): oidc.Configuration {
  const methods = metadata.token_endpoint_auth_methods_supported;
  const basic = methods === undefined || methods.includes('client_secret_basic');
  const auth = basic ? oidc.ClientSecretBasic(clientSecret) : oidc.ClientSecretPost(clientSecret);
  const skew = Math.round((clock.now().getTime() - Date.now()) / 1000);
  const config = new oidc.Configuration(
    metadata,
    clientId,
    { client_secret: clientSecret, [oidc.clockSkew]: skew, [oidc.clockTolerance]: SSO_CLOCK_TOLERANCE_SECONDS },
    auth,
  );
  config.timeout = REQUEST_TIMEOUT_SECONDS;
  if (isLoopbackIssuer(new URL(metadata.issuer))) oidc.allowInsecureRequests(config);
  return config;
}

/** The client as the authorization address names it: no secret is needed to send the browser away. */
export function addressClientOf(metadata: oidc.ServerMetadata, clientId: string): oidc.Configuration {
  const config = new oidc.Configuration(metadata, clientId);
  if (isLoopbackIssuer(new URL(metadata.issuer))) oidc.allowInsecureRequests(config);
  return config;
}

/** The refusal an error of openid-client stands for, with what fills its message. */
export function refusalOf(error: unknown): { code: SsoRefusal; args: string[] } {
  if (error instanceof oidc.AuthorizationResponseError) return { code: 'sso_provider_refused', args: [safeWord(error.error)] };
  if (error instanceof oidc.ResponseBodyError) {
    return error.error === 'invalid_grant' ? { code: 'sso_code_rejected', args: [] } : { code: 'sso_provider_refused', args: [safeWord(error.error)] };
  }
  const text = messagesOf(error);
  if (text.includes('"iss"')) return { code: 'sso_issuer_mismatch', args: [] };
  if (text.includes('"nonce"')) return { code: 'sso_nonce_mismatch', args: [] };
  if (text.includes('"state"')) return { code: 'sso_state_invalid', args: [] };
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return { code: 'sso_clock_skew', args: [] };
  if (error instanceof oidc.ClientError || (typeof code === 'string' && code.startsWith('OAUTH_'))) return { code: 'sso_token_invalid', args: [] };
  return { code: 'sso_provider_unreachable', args: [] };
}

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.join(' ');
}

// A provider's error code as it may be shown: its own words are not ours to show.
const safeWord = (value: string) => value.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 60) || 'error';
