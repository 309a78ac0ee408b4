import type { Command } from 'commander';
import { fieldsBeyond, type SchemaField } from '../../src/client/field-layout.ts';
import type { components } from '../../src/client/index.ts';
import { colours, printRecord, printTable, when } from '../output.ts';
import { UsageError } from '../settings.ts';
import {
  call,
  parseContact,
  personName,
  readJsonFile,
  run,
  show,
  showList,
  showWithConsoleUrl,
  withPaging,
} from './shared.ts';

type ReferenceRequest = components['schemas']['ReferenceRequest'];

const STATUS_COLOURS: Record<string, (text: string) => string> = {
  review_requested: colours.yellow,
  completed: colours.green,
  cancelled: colours.dim,
  intake_abandoned: colours.yellow,
};

function requestRows(requests: ReferenceRequest[]) {
  printTable(requests, [
    { label: 'ID', value: (r) => r.id, keepWhole: true },
    { label: 'CANDIDATE', value: (r) => personName(r.candidate) },
    { label: 'ROLE', value: (r) => r.roleTitle },
    { label: 'STATUS', value: (r) => (STATUS_COLOURS[r.status] ?? String)(r.status) },
    {
      label: 'REFEREES',
      value: (r) =>
        `${r.contacts.filter((c) => c.status === 'completed').length}/${r.contacts.length} done`,
    },
    { label: 'CREATED', value: (r) => when(r.createdAt) },
  ]);
}

/**
 * The request's other fields, as plain rows after the language: a field the
 * schema gains is listed without an edit here (src/client/field-layout.ts).
 * Left out: the object's kind, notes, owner and environment, and the times
 * but the creation.
 */
const DETAIL_FIELDS = fieldsBeyond<ReferenceRequest>('ReferenceRequest', [
  'id',
  'status',
  'launchMode',
  'roleTitle',
  'locale',
  'createdAt',
  'object',
  'notes',
  'recruiterId',
  'environment',
  'updatedAt',
  'erasedAt',
]);

/**
 * The create body's other plain fields, each a flag named after it
 * (`costCentre` → `--cost-centre <text>`), which commander hands back under
 * the field's own name: a field the body gains is a flag without an edit here.
 */
const CREATE_FLAG_FIELDS = fieldsBeyond<components['schemas']['CreateReferenceRequest']>(
  'CreateReferenceRequest',
  ['launchMode', 'roleTitle', 'questionnaireId', 'locale'],
);

/** A field's name in words: `roleTitle` → "role title". */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The flag of a create body field, with the schema's description, as the other flags read. */
function flagOf(field: SchemaField): [string, string] {
  const value = field.enum ? field.enum.join('|') : field.type === 'string' ? 'text' : field.type;
  const description = field.description.replaceAll('`', '');
  return [
    `--${words(field.name).replaceAll(' ', '-')}${field.type === 'boolean' ? '' : ` <${value}>`}`,
    description.charAt(0).toLowerCase() + description.slice(1),
  ];
}

/** A plain field's value in the detail: a time as the other times, else as printRecord writes it. */
function plainValue(field: SchemaField, value: unknown): unknown {
  return field.format === 'date-time' && typeof value === 'string' ? when(value) : value;
}

function requestDetail(r: ReferenceRequest) {
  printRecord([
    ['id', r.id],
    ['status', r.status],
    ['launch mode', r.launchMode],
    ['role', r.roleTitle],
    [
      'candidate',
      `${personName(r.candidate)}${r.candidate.email ? ` <${r.candidate.email}>` : ''}`,
    ],
    [
      'questionnaire',
      `${r.questionnaire.name} (${r.questionnaire.id} v${r.questionnaire.version})`,
    ],
    ['language', r.locale],
    ...DETAIL_FIELDS.map((field): [string, unknown] => [
      words(field.name),
      plainValue(field, r[field.name as keyof ReferenceRequest]),
    ]),
    ['report', r.report ? `${r.report.status} (v${r.report.version})` : 'none'],
    ['next actions', r.allowedActions],
    ['created', when(r.createdAt)],
    ...Object.entries(r.metadata).map(([key, value]): [string, string] => [
      `metadata.${key}`,
      value,
    ]),
  ]);
  if (r.contacts.length > 0) {
    process.stdout.write('\n');
    printTable(r.contacts, [
      { label: 'REFEREE', value: (c) => personName(c) },
      { label: 'E-MAIL', value: (c) => c.email },
      { label: 'STATUS', value: (c) => c.status },
      { label: 'LAST MESSAGE', value: (c) => lastDelivery(c.deliveries) },
      { label: 'CONTACT ID', value: (c) => c.id },
    ]);
  }
}

const DELIVERY_COLOURS: Record<string, (text: string) => string> = {
  bounced: colours.red,
  failed: colours.red,
  queued: colours.yellow,
};

/** A contact's newest message per channel: "email sent, sms failed (…)". */
function lastDelivery(deliveries: components['schemas']['Delivery'][]): string {
  const newest = ['email', 'sms']
    .map((channel) => deliveries.find((d) => d.channel === channel))
    .filter((d) => d !== undefined);
  if (newest.length === 0) return '-';
  return newest
    .map((d) => {
      const text = `${d.channel} ${d.kind} ${d.status}${d.error ? ` (${d.error})` : ''}`;
      return (DELIVERY_COLOURS[d.status] ?? String)(text);
    })
    .join(', ');
}

/**
 * `--metadata key=value` (repeatable) into Stripe's metadata object; `key=`
 * (nothing after `=`) sends `null`, which removes the key on an update.
 */
function parseMetadata(value: string, previous: Record<string, string | null> = {}) {
  const equals = value.indexOf('=');
  if (equals <= 0) throw new UsageError(`--metadata "${value}": expected key=value`);
  const key = value.slice(0, equals);
  const text = value.slice(equals + 1);
  return { ...previous, [key]: text === '' ? null : text };
}

export function registerRequests(program: Command): void {
  const requests = program.command('requests').description('Reference requests');

  const create = requests
    .command('create')
    .description('Start a reference request (flags, or --file with the API create body)')
    .option('--file <path>', 'a JSON file with the create body (- for stdin)')
    .option('--mode <mode>', 'manual_references or candidate_intake', 'manual_references')
    .option('--role <title>', 'the role the candidate is considered for')
    .option('--first-name <name>', "the candidate's first name")
    .option('--last-name <name>', "the candidate's last name")
    .option('--email <email>', "the candidate's e-mail")
    .option(
      '--contact <referee>',
      'a referee: "First Last,e-mail,phone,relationship" (repeatable)',
      parseContact,
    )
    .option(
      '--questionnaire <questionnaireId>',
      "what referees are asked (default: the tenant's default questionnaire)",
    )
    .option(
      '--locale <locale>',
      "the participants' language: en, es, de, fr or pt (default: the questionnaire's, else the tenant's)",
    );
  for (const field of CREATE_FLAG_FIELDS) create.option(...flagOf(field));
  create
    .option('--metadata <key=value>', 'your own key-value pair (repeatable)', parseMetadata)
    .option('--idempotency-key <key>', 'retry-safe key (default: a fresh UUID)')
    .action(
      run(async ({ client, options }) => {
        const given = options.file
          ? readJsonFile(String(options.file))
          : {
              launchMode: options.mode,
              ...(options.role ? { roleTitle: String(options.role) } : {}),
              candidate: {
                firstName: required(options.firstName, '--first-name'),
                lastName: required(options.lastName, '--last-name'),
                email: required(options.email, '--email'),
              },
              ...(options.contact ? { contacts: options.contact } : {}),
            };
        const body = {
          ...(given as object),
          ...(options.questionnaire ? { questionnaireId: String(options.questionnaire) } : {}),
          ...(options.locale ? { locale: String(options.locale) } : {}),
          ...Object.fromEntries(
            CREATE_FLAG_FIELDS.filter((field) => options[field.name] !== undefined).map((field) => [
              field.name,
              flagValue(field, options[field.name]),
            ]),
          ),
          ...(options.metadata ? { metadata: options.metadata } : {}),
        };
        const created = await call(
          'Creating',
          client.data(
            client.api.POST('/v1/api/reference-requests', {
              body: body as components['schemas']['CreateReferenceRequest'],
              params: { header: idempotency(options) },
            }),
          ),
        );
        await showWithConsoleUrl(
          options,
          created,
          (value) => requestDetail(value.referenceRequest),
          `/requests/${created.referenceRequest.id}`,
        );
      }),
    );

  withPaging(
    requests
      .command('list')
      .description('List reference requests, newest first')
      .option('--status <status>', 'only requests in this state')
      .option('--candidate <candidateId>', "only this candidate's requests"),
    'requests',
    'request',
  ).action(
    run(async ({ client, options }) => {
      const page = (cursor: string | undefined) =>
        client.data(
          client.api.GET('/v1/api/reference-requests', {
            params: {
              query: {
                status: options.status as ReferenceRequest['status'] | undefined,
                candidateId: options.candidate as string | undefined,
                limit: options.limit as number,
                cursor,
              },
            },
          }),
        );
      await showList(client, options, page, requestRows);
    }),
  );

  requests
    .command('get <requestId>')
    .description('Show a reference request')
    .action(
      run(async ({ client, options, args: [requestId] }) => {
        const request = await call(
          'Loading',
          client.data(
            client.api.GET('/v1/api/reference-requests/{requestId}', {
              params: { path: { requestId: requestId! } },
            }),
          ),
        );
        await showWithConsoleUrl(options, request, requestDetail, `/requests/${request.id}`);
      }),
    );

  requests
    .command('update <requestId>')
    .description("Change a request's metadata: key=value sets a key, key= removes it")
    .option(
      '--metadata <key=value>',
      'a key to set, or remove with key= (repeatable)',
      parseMetadata,
    )
    .option('--idempotency-key <key>', 'retry-safe key (default: a fresh UUID)')
    .action(
      run(async ({ client, options, args: [requestId] }) => {
        if (!options.metadata)
          throw new UsageError('give --metadata key=value (or key= to remove)');
        const request = await call(
          'Updating',
          client.data(
            client.api.PATCH('/v1/api/reference-requests/{requestId}', {
              params: { path: { requestId: requestId! }, header: idempotency(options) },
              body: { metadata: options.metadata as Record<string, string | null> },
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );

  requests
    .command('lifecycle <requestId> <action>')
    .description(
      'Advance the workflow: request_candidate_consent, grant_candidate_consent, queue_outreach, request_recruiter_review',
    )
    .option('--reason <text>', 'why (kept in the audit event and the timeline)')
    .option('--idempotency-key <key>', 'retry-safe key (default: a fresh UUID)')
    .action(
      run(async ({ client, options, args: [requestId, action] }) => {
        const request = await call(
          'Updating',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/lifecycle', {
              params: { path: { requestId: requestId! }, header: idempotency(options) },
              body: {
                action: action as components['schemas']['LifecycleAction']['action'],
                ...(options.reason ? { reason: String(options.reason) } : {}),
              },
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );

  const contacts = requests.command('contacts').description('Referees of a request');
  contacts
    .command('add <requestId>')
    .description('Add referees while outreach has not finished')
    .option(
      '--contact <referee>',
      'a referee: "First Last,e-mail,phone,relationship" (repeatable)',
      parseContact,
    )
    .option('--file <path>', 'a JSON file with { "contacts": [...] }')
    .action(
      run(async ({ client, options, args: [requestId] }) => {
        const body = options.file
          ? readJsonFile(String(options.file))
          : { contacts: options.contact ?? [] };
        if (!options.file && !options.contact) throw new UsageError('give --contact or --file');
        const request = await call(
          'Adding',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/contacts', {
              params: { path: { requestId: requestId! } },
              body: body as components['schemas']['AddReferenceContacts'],
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );

  contacts
    .command('update <requestId> <contactId>')
    .description(
      "Correct a referee's details; a new e-mail or phone invites them again during outreach",
    )
    .option('--first-name <name>')
    .option('--last-name <name>')
    .option('--email <address>')
    .option('--phone <number>')
    .option('--relationship <text>')
    .action(
      run(async ({ client, options, args: [requestId, contactId] }) => {
        const body = Object.fromEntries(
          (
            [
              ['firstName', options.firstName],
              ['lastName', options.lastName],
              ['email', options.email],
              ['phone', options.phone],
              ['relationship', options.relationship],
            ] as const
          ).filter(([, value]) => typeof value === 'string'),
        );
        if (Object.keys(body).length === 0) {
          throw new UsageError(
            'give at least one of --first-name, --last-name, --email, --phone, --relationship',
          );
        }
        const request = await call(
          'Updating',
          client.data(
            client.api.PATCH('/v1/api/reference-requests/{requestId}/contacts/{contactId}', {
              params: { path: { requestId: requestId!, contactId: contactId! } },
              body,
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );

  contacts
    .command('resend <requestId> <contactId>')
    .description('Send a referee a fresh link now (at most once in 10 minutes)')
    .action(
      run(async ({ client, options, args: [requestId, contactId] }) => {
        const request = await call(
          'Sending',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/contacts/{contactId}/resend', {
              params: { path: { requestId: requestId!, contactId: contactId! } },
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );

  requests
    .command('resend-candidate <requestId>')
    .description("Send the candidate's intake or consent link again (at most once in 10 minutes)")
    .action(
      run(async ({ client, options, args: [requestId] }) => {
        const request = await call(
          'Sending',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/candidate/resend', {
              params: { path: { requestId: requestId! } },
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );

  requests
    .command('cancel <requestId>')
    .description('Cancel a request: every participant link ends, unsent e-mails stop')
    .option('--reason <text>', 'why (kept in the audit event)')
    .action(
      run(async ({ client, options, args: [requestId] }) => {
        const request = await call(
          'Cancelling',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/cancel', {
              params: { path: { requestId: requestId! } },
              body: options.reason ? { reason: String(options.reason) } : {},
            }),
          ),
        );
        show(options, request, requestDetail);
      }),
    );
}

/** A flag's text as the field's type: a number for a number, true for a flag without a value. */
function flagValue(field: SchemaField, value: unknown): unknown {
  return field.type === 'number' || field.type === 'integer' ? Number(value) : value;
}

function required(value: unknown, flag: string): string {
  if (typeof value !== 'string' || value === '')
    throw new UsageError(`${flag} is required (or use --file)`);
  return value;
}

function idempotency(options: Record<string, unknown>) {
  return options.idempotencyKey ? { 'Idempotency-Key': String(options.idempotencyKey) } : {};
}
