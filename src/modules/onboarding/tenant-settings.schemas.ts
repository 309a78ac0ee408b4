import { z } from 'zod';
import { LOCALES } from '../../core/locale.ts';
import { idString, oneLineText, timestamp } from '../../core/schemas.ts';
import { countryCode } from './onboarding.schemas.ts';

/** Reminder days: up to 5 ascending whole days between 1 and 30 (an empty list sends none). */
const reminderDays = z
  .array(z.number().int().min(1).max(30))
  .max(5)
  .refine(
    (days) => days.every((day, i) => i === 0 || day > days[i - 1]!),
    'must be in ascending order, each day once',
  )
  .describe('Days after an invitation on which reminders go out (0–5 ascending integers 1–30)');

const defaultLocale = z
  .enum(LOCALES)
  .describe(
    "The language of a new request that names no `locale` and whose questionnaire's language is none of these: `en`, `es`, `de`, `fr` or `pt`",
  );

export const updateTenantSettingsBody = z
  .object({
    displayName: oneLineText().min(1).max(200).optional(),
    defaultCountry: countryCode.optional(),
    reminderDays: reminderDays.optional(),
    retentionDays: z
      .number()
      .int()
      .min(30)
      .max(3650)
      .optional()
      .describe('Days personal data of a finished request is kept (30–3650)'),
    defaultQuestionnaireId: idString
      .optional()
      .describe(
        'The questionnaire a new request gets without `questionnaireId` (`qst_builtin`: the built-in)',
      ),
    defaultLocale: defaultLocale.optional(),
  })
  .strict();
export type UpdateTenantSettingsInput = z.infer<typeof updateTenantSettingsBody>;

export const tenantSettingsSchema = z
  .object({
    object: z.literal('tenant_settings'),
    tenantId: z.string(),
    /** The tenant's name as candidates and referees see it. */
    displayName: z.string(),
    defaultCountry: z
      .string()
      .describe('ISO 3166-1 alpha-2 country for reading local phone numbers'),
    reminderDays: z.array(z.number().int()),
    retentionDays: z.number().int(),
    defaultQuestionnaireId: z.string().describe('Of the environment asked for (`?environment=`)'),
    defaultLocale,
    updatedAt: timestamp,
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettingsView = z.infer<typeof tenantSettingsSchema>;
