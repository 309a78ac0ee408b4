import { z } from 'zod';

export const ENVIRONMENTS = ['live', 'test'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const environmentSchema = z.enum(ENVIRONMENTS);

/** Every business query is scoped by both: another tenant's or environment's row is simply not found. */
export interface TenantScope {
  tenantId: string;
  environment: Environment;
}

export type ActorKind = 'api_key' | 'recruiter' | 'candidate' | 'referee' | 'system';

export interface Actor {
  kind: ActorKind;
  id: string;
}

/** Who acts, for which tenant and environment, in which request: what a service use case needs. */
export interface Acting extends TenantScope {
  actor: Actor;
  /** The recruiter on whose behalf (the session's, or the key's issuer); null for participants and the system. */
  recruiterId: string | null;
  traceId: string | null;
  /**
   * performance.now() when the caller's request arrived, if it came over
   * HTTP: a cached read must reflect every change committed before it.
   */
  receivedAt?: number;
}
