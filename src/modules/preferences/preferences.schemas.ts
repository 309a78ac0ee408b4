import { z } from 'zod';
import { tenantParams } from '../../core/schemas.ts';
import { ENVIRONMENTS } from '../../core/tenancy.ts';

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'never'] as const;

/** An IANA time zone the runtime knows, in its canonical spelling (`europe/paris` → `Europe/Paris`). */
const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform((value, issue) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      issue.addIssue({ code: 'custom', message: 'must be an IANA time zone such as Europe/Paris' });
      return z.NEVER;
    }
  });

/**
 * The known preference keys, each optional in a PATCH; unknown keys are a
 * 400 (`.strict()`), so a typo never silently stores nothing.
 */
export const updatePreferencesBody = z
  .object({
    /** IANA time zone used to show dates to the recruiter. */
    timezone: timeZone.optional(),
    /** Whether the recruiter receives e-mail notifications. */
    emailNotifications: z.boolean().optional(),
    /** How often the recruiter gets a digest e-mail. */
    digestFrequency: z.enum(DIGEST_FREQUENCIES).optional(),
    /** The environment the recruiter's screens open in. */
    defaultEnvironment: z.enum(ENVIRONMENTS).optional(),
  })
  .strict();
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesBody>;

/** The preferences with every key resolved (stored value, else the default). */
export type Preferences = Required<UpdatePreferencesInput>;

export const PREFERENCE_DEFAULTS: Preferences = {
  timezone: 'UTC',
  emailNotifications: true,
  digestFrequency: 'weekly',
  defaultEnvironment: 'live',
};

export const preferencesSchema = z.object({
  object: z.literal('recruiter_preferences'),
  recruiterId: z.string(),
  timezone: z.string(),
  emailNotifications: z.boolean(),
  digestFrequency: z.enum(DIGEST_FREQUENCIES),
  defaultEnvironment: z.enum(ENVIRONMENTS),
  updatedAt: z.string(),
});
export type PreferencesView = z.infer<typeof preferencesSchema>;

export const recruiterParams = tenantParams.extend({ recruiterId: z.string().min(1).max(200) });
