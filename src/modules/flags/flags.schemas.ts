import { z } from 'zod';
import { tenantParams } from '../../core/schemas.ts';

/**
 * The tenant feature flags the service knows. Every flag is per tenant (not
 * per environment) and off unless set:
 * - `referenceReusePermissions`: the consent workflow's gate (spec); off, a
 *   permission request answers 403 `feature_disabled`.
 * - `shareTrustSignals`: shared reports show the trust signals.
 */
export const FLAG_NAMES = ['referenceReusePermissions', 'shareTrustSignals'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

export const setFlagBody = z.object({ name: z.enum(FLAG_NAMES), value: z.boolean() });

export const flagValueBody = z.object({ value: z.boolean() });

export const flagParams = tenantParams.extend({ name: z.enum(FLAG_NAMES) });

export const tenantFlagsSchema = z
  .object({
    object: z.literal('tenant_flags'),
    tenantId: z.string(),
    /** Every known flag with its value (unset flags are false). */
    flags: z.object({
      referenceReusePermissions: z.boolean(),
      shareTrustSignals: z.boolean(),
    }),
    updatedAt: z.string(),
  })
  .meta({ id: 'TenantFlags' });
export type TenantFlagsView = z.infer<typeof tenantFlagsSchema>;
