import type { BenchScenario } from '../scenario.ts';
import { agent } from './agent.ts';
import { apiKeyRead } from './api-key-read.ts';
import { BARE_CREATE_NAME, bareCreate } from './bare-create.ts';
import { cliStartup } from './cli-startup.ts';
import {
  createReferenceRequest,
  createReferenceRequestIdempotent,
} from './create-reference-request.ts';
import { largeTenantScenarios } from './large-tenant.ts';
import { opsMessage } from './ops-message.ts';
import { readsWhileWriting } from './reads-while-writing.ts';
import { reportPdf } from './report-pdf.ts';
import { sseRefereeTurn } from './sse-referee-turn.ts';
import { updates, updatesContacts, updatesGrantCancel } from './updates.ts';

/** Every scenario the runner measures after the baseline. A module adds its scenario here. */
export const scenarios: BenchScenario[] = [
  apiKeyRead,
  readsWhileWriting,
  reportPdf,
  bareCreate,
  // Each create is also printed as a share of the bare reference's throughput (PostgreSQL).
  { ...createReferenceRequest, compareWith: BARE_CREATE_NAME },
  { ...createReferenceRequestIdempotent, compareWith: BARE_CREATE_NAME },
  opsMessage,
  updates,
  updatesContacts,
  updatesGrantCancel,
  sseRefereeTurn,
  agent,
  ...largeTenantScenarios,
  cliStartup,
];
