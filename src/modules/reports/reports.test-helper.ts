import type { TestApp } from '../../../test/helpers/app.ts';
import type { TestTenant } from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import type { Environment } from '../../core/tenancy.ts';
import {
  candidates,
  referenceContacts,
  referenceRequests,
  referenceResponses,
  trustSignals,
} from '../../db/schema/index.ts';
import type { RefereeAnswers } from '../participants/referee-answers.ts';

export interface SeededReferee {
  firstName: string;
  lastName: string;
  relationship?: string;
  /** Omit for a referee who was invited but has not answered (by question key, as stored). */
  answers?: RefereeAnswers | Record<string, unknown>;
}

export interface SeededRequest {
  requestId: string;
  candidateId: string;
  contactIds: string[];
}

let counter = 0;

/**
 * A reference request with its candidate, referees and completed responses,
 * inserted directly (no workflow routes), so report tests do not depend on
 * the workflow's services.
 */
export async function seedRequest(
  t: TestApp,
  tenant: TestTenant,
  options: {
    environment?: Environment;
    candidate?: { firstName: string; lastName: string };
    roleTitle?: string;
    referees?: SeededReferee[];
    trustSignal?: { kind: string; severity: 'low' | 'medium' | 'high'; reviewNote?: string };
    /** The questionnaire version the request pinned (default: the built-in's version 1). */
    questionnaire?: { id: string; version: number; name: string };
  } = {},
): Promise<SeededRequest> {
  counter += 1;
  const environment = options.environment ?? 'live';
  const scope = { tenantId: tenant.tenantId, environment };
  const now = t.clock.now();
  const db = t.database.db;
  const candidateId = newId('candidate');
  const requestId = newId('referenceRequest');
  const candidate = options.candidate ?? { firstName: 'Ada', lastName: 'Lovelace' };
  await db.insert(candidates).values({
    id: candidateId,
    ...scope,
    ...candidate,
    email: `candidate${counter}@example.com`,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(referenceRequests).values({
    id: requestId,
    ...scope,
    candidateId,
    recruiterId: tenant.recruiterId,
    createdByKind: 'recruiter',
    createdById: tenant.recruiterId,
    launchMode: 'manual_references',
    roleTitle: options.roleTitle ?? 'Staff Engineer',
    status: 'collecting',
    ...(options.questionnaire && {
      questionnaireId: options.questionnaire.id,
      questionnaireVersion: options.questionnaire.version,
      questionnaireName: options.questionnaire.name,
    }),
    createdAt: now,
    updatedAt: now,
  });
  const contactIds: string[] = [];
  for (const [i, referee] of (options.referees ?? []).entries()) {
    const contactId = newId('contact');
    contactIds.push(contactId);
    const completedAt = new Date(now.getTime() + i * 1000);
    await db.insert(referenceContacts).values({
      id: contactId,
      ...scope,
      referenceRequestId: requestId,
      firstName: referee.firstName,
      lastName: referee.lastName,
      email: `referee${counter}_${i}@example.com`,
      relationship: referee.relationship ?? null,
      source: 'recruiter',
      status: referee.answers ? 'completed' : 'invited',
      invitedAt: now,
      completedAt: referee.answers ? completedAt : null,
      createdAt: now,
      updatedAt: now,
    });
    if (referee.answers) {
      await db.insert(referenceResponses).values({
        id: newId('response'),
        ...scope,
        referenceRequestId: requestId,
        contactId,
        candidateId,
        status: 'completed',
        answers: referee.answers as Record<string, unknown>,
        source: 'structured',
        completedAt,
        createdAt: completedAt,
        updatedAt: completedAt,
      });
    }
  }
  if (options.trustSignal) {
    await db.insert(trustSignals).values({
      id: newId('trustSignal'),
      ...scope,
      referenceRequestId: requestId,
      contactId: contactIds[0] ?? null,
      kind: options.trustSignal.kind,
      severity: options.trustSignal.severity,
      status: options.trustSignal.reviewNote ? 'dismissed' : 'open',
      reviewNote: options.trustSignal.reviewNote ?? null,
      details: { internal: 'ip-hash-abc' },
      createdAt: now,
      updatedAt: now,
    });
  }
  return { requestId, candidateId, contactIds };
}

/** Two answered referees and one invited, with known ratings (communication 5 and 3 → 4.00). */
export const TWO_ANSWERS: SeededReferee[] = [
  {
    firstName: 'Alice',
    lastName: 'Smith',
    relationship: 'manager',
    answers: {
      ratings: { communication: 5, teamwork: 4 },
      wouldRehire: true,
      strengths: 'Explains hard things simply.',
    },
  },
  {
    firstName: 'Bob',
    lastName: 'Jones',
    relationship: 'peer',
    answers: {
      ratings: { communication: 3, teamwork: 4 },
      wouldRehire: true,
      improvements: 'Could write more tests.',
    },
  },
  { firstName: 'Carol', lastName: 'White', relationship: 'client' },
];
