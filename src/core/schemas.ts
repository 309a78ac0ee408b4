import { z } from 'zod';
import { environmentSchema } from './tenancy.ts';

/** Shared pieces of route schemas. */
export const tenantParams = z.object({ tenantId: z.string().min(1).max(200) });
export const environmentQuery = z.object({ environment: environmentSchema.default('live') });
export const idString = z.string().min(1).max(200);
export const timestampString = z.iso.datetime({ offset: true });
