/**
 * The preset dictionary of sealed values (sealed.ts, `sealed:v3:`): what a
 * sealed answer most often looks like, so DEFLATE can refer back to it.
 * A JSON answer of the API is mostly its own field names and enum values,
 * which compress poorly within one short answer: the answer of a create
 * with two referees (1.5 kB) deflates to about 600 bytes alone and to about
 * 240 with this in front of it. Every idempotent create stores its sealed
 * answer, and its bytes are written twice (the row and the WAL): issue 45.
 *
 * Placeholders only, never a person's data. FROZEN: a value sealed with it
 * opens only with the same bytes (sealed.test.ts pins their digest). A
 * better dictionary is a new sealed version, with this one kept to open the
 * values sealed before it.
 */
const PROBLEM = {
  type: 'https://refcheck.example/docs/errors#idempotency_conflict',
  title: 'Idempotency conflict',
  status: 409,
  detail: 'This Idempotency-Key was used with another request body.',
  code: 'idempotency_conflict',
  traceId: 'req_00000000000000000000000000',
  errors: [
    {
      path: 'contacts.0.phone',
      message: 'is required',
    },
  ],
};

/** Last: DEFLATE reaches the nearest bytes of its window most cheaply. */
const CREATED_REFERENCE_REQUEST = {
  referenceRequest: {
    id: 'rr_00000000000000000000000000',
    object: 'reference_request',
    status: 'created',
    launchMode: 'manual_references',
    roleTitle: 'Role',
    notes: null,
    candidate: {
      id: 'cand_00000000000000000000000000',
      firstName: 'Name',
      lastName: 'Name',
      email: 'name@example.com',
      stage: null,
      erasedAt: null,
    },
    contacts: [
      {
        id: 'ct_00000000000000000000000000',
        object: 'reference_contact',
        firstName: 'Name',
        lastName: 'Name',
        email: 'name@example.com',
        phone: '+10000000000',
        relationship: 'manager',
        status: 'pending',
        source: 'recruiter',
        invitedAt: null,
        openedAt: null,
        completedAt: null,
        declinedAt: null,
        erasedAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        deliveries: [],
      },
      {
        id: 'ct_00000000000000000000000000',
        object: 'reference_contact',
        firstName: 'Name',
        lastName: 'Name',
        email: 'name@example.com',
        phone: '+10000000000',
        relationship: 'peer',
        status: 'pending',
        source: 'recruiter',
        invitedAt: null,
        openedAt: null,
        completedAt: null,
        declinedAt: null,
        erasedAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        deliveries: [],
      },
    ],
    report: null,
    questionnaire: {
      id: 'qst_builtin',
      version: 1,
      name: 'Standard reference check',
    },
    locale: 'en',
    allowedActions: ['request_candidate_consent', 'grant_candidate_consent', 'cancel'],
    recruiterId: 'user_0000000000',
    environment: 'live',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    erasedAt: null,
    metadata: {},
  },
  workflow: {
    jobs: [],
  },
};

export const SEALING_DICTIONARY_V3: Buffer = Buffer.from(
  JSON.stringify(PROBLEM) + JSON.stringify(CREATED_REFERENCE_REQUEST),
  'utf8',
);
