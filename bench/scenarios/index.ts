import type { BenchScenario } from '../scenario.ts';
import { agent } from './agent.ts';
import { apiKeyRead } from './api-key-read.ts';
import {
  createReferenceRequest,
  createReferenceRequestIdempotent,
} from './create-reference-request.ts';
import { largeTenantScenarios } from './large-tenant.ts';
import { reportPdf } from './report-pdf.ts';
import { sseRefereeTurn } from './sse-referee-turn.ts';

/** Every scenario the runner measures after the baseline. A module adds its scenario here. */
export const scenarios: BenchScenario[] = [
  apiKeyRead,
  reportPdf,
  createReferenceRequest,
  createReferenceRequestIdempotent,
  sseRefereeTurn,
  agent,
  ...largeTenantScenarios,
];
