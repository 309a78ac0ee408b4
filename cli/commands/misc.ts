import type { Command } from 'commander';
import type { components } from '../../src/client/index.ts';
import { colours, printRecord, printTable, when } from '../output.ts';
import { UsageError } from '../settings.ts';
import {
  call,
  pageLimit,
  personName,
  positiveInt,
  run,
  show,
  showList,
  showWithConsoleUrl,
  withPaging,
} from './shared.ts';

type Candidate = components['schemas']['Candidate'];
type Event = components['schemas']['Event'];

function candidateRows(candidates: Candidate[]) {
  printTable(candidates, [
    { label: 'ID', value: (c) => c.id, keepWhole: true },
    { label: 'NAME', value: (c) => personName(c) },
    { label: 'E-MAIL', value: (c) => c.email },
    { label: 'PHONE', value: (c) => c.phone },
    { label: 'STAGE', value: (c) => c.stage },
  ]);
}

function eventRows(events: Event[]) {
  printTable(events, [
    { label: 'WHEN', value: (e) => when(e.createdAt) },
    // Ids and types are never cut: people copy them. An id's prefix names its kind (rr_, key_).
    { label: 'TYPE', value: (e) => e.type, keepWhole: true },
    { label: 'TARGET', value: (e) => e.targetId, keepWhole: true },
    { label: 'BY', value: (e) => e.actorId ?? e.actorKind, keepWhole: true },
    { label: 'EVENT ID', value: (e) => e.id, keepWhole: true },
  ]);
}

export function registerCandidates(program: Command): void {
  const candidates = program.command('candidates').description('Candidates');
  const profileOptions = (command: Command) =>
    command
      .option('--first-name <name>', 'first name')
      .option('--last-name <name>', 'last name')
      .option('--phone <phone>', "phone (normalised to E.164 in the tenant's country)")
      .option('--stage <stage>', 'hiring stage');

  withPaging(
    candidates
      .command('list')
      .description('List candidates, newest first')
      .option('--search <text>', 'match name or e-mail'),
    'candidates',
    'candidate',
  ).action(
    run(async ({ client, options }) => {
      const page = (cursor: string | undefined) =>
        client.data(
          client.api.GET('/v1/api/candidates', {
            params: {
              query: {
                search: options.search as string | undefined,
                limit: options.limit as number,
                cursor,
              },
            },
          }),
        );
      await showList(client, options, page, candidateRows);
    }),
  );

  candidates
    .command('get <candidateId>')
    .description('Show a candidate')
    .action(
      run(async ({ client, options, args: [candidateId] }) => {
        const candidate = await call(
          'Loading',
          client.data(
            client.api.GET('/v1/api/candidates/{candidateId}', {
              params: { path: { candidateId: candidateId! } },
            }),
          ),
        );
        await showWithConsoleUrl(
          options,
          candidate,
          (c) => candidateRows([c]),
          `/candidates/${candidate.id}`,
        );
      }),
    );

  profileOptions(candidates.command('create').description('Create a candidate'))
    .requiredOption('--email <email>', 'e-mail (identifies the candidate)')
    .action(
      run(async ({ client, options }) => {
        if (!options.firstName || !options.lastName) {
          throw new UsageError('--first-name and --last-name are required');
        }
        const candidate = await call(
          'Creating',
          client.data(
            client.api.POST('/v1/api/candidates', {
              body: {
                firstName: String(options.firstName),
                lastName: String(options.lastName),
                email: String(options.email),
                ...(options.phone ? { phone: String(options.phone) } : {}),
                ...(options.stage ? { stage: String(options.stage) } : {}),
              },
            }),
          ),
        );
        await showWithConsoleUrl(
          options,
          candidate,
          (c) => candidateRows([c]),
          `/candidates/${candidate.id}`,
        );
      }),
    );

  profileOptions(
    candidates.command('update <candidateId>').description('Update a candidate'),
  ).action(
    run(async ({ client, options, args: [candidateId] }) => {
      const body = {
        ...(options.firstName ? { firstName: String(options.firstName) } : {}),
        ...(options.lastName ? { lastName: String(options.lastName) } : {}),
        ...(options.phone ? { phone: String(options.phone) } : {}),
        ...(options.stage ? { stage: String(options.stage) } : {}),
      };
      if (Object.keys(body).length === 0) throw new UsageError('nothing to update: give a flag');
      const candidate = await call(
        'Updating',
        client.data(
          client.api.PATCH('/v1/api/candidates/{candidateId}', {
            params: { path: { candidateId: candidateId! } },
            body,
          }),
        ),
      );
      show(options, candidate, (c) => candidateRows([c]));
    }),
  );
}

export function registerOpsAndAgent(program: Command): void {
  const ops = program.command('ops').description('The ops feed');
  ops
    .command('feed')
    .description('Read the ops feed, newest first')
    .option('--limit <n>', 'messages (1-100)', pageLimit, 25)
    .action(
      run(async ({ client, options }) => {
        const feed = await call(
          'Loading',
          client.data(
            client.api.GET('/v1/api/ops/feed', {
              params: { query: { limit: options.limit as number } },
            }),
          ),
        );
        show(options, feed, (f) =>
          printTable(f.data, [
            { label: 'WHEN', value: (m) => when(m.createdAt) },
            { label: 'PRIORITY', value: (m) => m.priority },
            { label: 'TITLE', value: (m) => m.title },
            { label: 'BODY', value: (m) => m.body },
          ]),
        );
      }),
    );
  ops
    .command('send')
    .description('Post a coordination message')
    .requiredOption('--title <title>', 'the title')
    .requiredOption('--body <body>', 'the message')
    .option('--priority <priority>', 'low, normal or high', 'normal')
    .action(
      run(async ({ client, options }) => {
        const message = await call(
          'Sending',
          client.data(
            client.api.POST('/v1/api/ops/messages', {
              body: {
                title: String(options.title),
                body: String(options.body),
                priority: options.priority as 'low' | 'normal' | 'high',
              },
            }),
          ),
        );
        show(options, message, (m) =>
          printRecord([
            ['sent', m.id],
            ['priority', m.priority],
          ]),
        );
      }),
    );

  program
    .command('agent <message>')
    .description("Ask the workspace agent (it runs only the tools the key's scopes allow)")
    .action(
      run(async ({ client, options, args: [message] }) => {
        const answer = await call(
          'Thinking',
          client.data(client.api.POST('/v1/api/agent', { body: { message: message! } })),
        );
        show(options, answer, (a) => {
          process.stdout.write(`${a.reply}\n`);
          for (const result of a.toolResults) {
            process.stdout.write(colours.dim(`  ran ${result.tool}\n`));
          }
        });
      }),
    );
}

export function registerEvents(program: Command): void {
  const events = program.command('events').description('The event feed of the key');
  const page = (options: Record<string, unknown>, cursor: string | undefined, limit = 100) => ({
    params: {
      query: {
        // Checked by the service: an unknown type answers 400 naming the known ones.
        type: options.type as components['schemas']['EventType'] | undefined,
        targetId: options.target as string | undefined,
        cursor,
        limit,
      },
    },
  });

  events
    .command('list')
    .description('List events, oldest first (--after <eventId> resumes after one)')
    .option('--type <type>', 'only this type, e.g. report.approved')
    .option('--target <id>', 'only events about this record')
    .option('--after <eventId>', 'start after this event')
    .option('--limit <n>', 'events (1-100)', pageLimit, 25)
    .action(
      run(async ({ client, options }) => {
        // The feed's cursor is the last event seen: `--after` is its --cursor.
        await showList(
          client,
          { ...options, cursor: options.after },
          (cursor) =>
            client.data(
              client.api.GET('/v1/api/events', page(options, cursor, options.limit as number)),
            ),
          eventRows,
          '--after',
        );
      }),
    );

  events
    .command('tail')
    .description('Print new events as they happen, until interrupted (resumes from the last seen)')
    .option('--type <type>', 'only this type')
    .option('--target <id>', 'only events about this record')
    .option('--after <eventId>', 'start after this event (default: from now)')
    .option('--interval <seconds>', 'seconds between polls', positiveInt, 2)
    .action(
      run(async ({ client, options }) => {
        let last = options.after as string | undefined;
        if (!last) {
          // From now: skip to the end of the feed without printing it.
          for await (const event of client.paginate((cursor) =>
            client.data(client.api.GET('/v1/api/events', page(options, cursor))),
          ))
            last = event.id;
        }
        for (;;) {
          const list = await client.data(client.api.GET('/v1/api/events', page(options, last)));
          for (const event of list.data) {
            if (options.json) process.stdout.write(`${JSON.stringify(event)}\n`);
            else
              process.stdout.write(`${when(event.createdAt)}  ${event.type}  ${event.targetId}\n`);
            last = event.id;
          }
          if (!list.nextCursor)
            await new Promise((r) => setTimeout(r, (options.interval as number) * 1000));
        }
      }),
    );
}

export function registerTestHelpers(program: Command): void {
  program
    .command('test')
    .description('Sandbox helpers (test keys only)')
    .command('links <requestId>')
    .description('Fresh participant links of a test request (its e-mails go to nobody)')
    .action(
      run(async ({ client, options, args: [requestId] }) => {
        const links = await call(
          'Loading',
          client.data(
            client.api.GET('/v1/api/test-helpers/reference-requests/{requestId}/links', {
              params: { path: { requestId: requestId! } },
            }),
          ),
        );
        show(options, links, (l) =>
          printTable(l.data, [
            { label: 'PARTICIPANT', value: (x) => x.participant },
            { label: 'CONTACT', value: (x) => x.contactId },
            { label: 'URL', value: (x) => x.url },
          ]),
        );
        if (links.data.length === 0 && !options.json) {
          const request = await client.data(
            client.api.GET('/v1/api/reference-requests/{requestId}', {
              params: { path: { requestId: requestId! } },
            }),
          );
          process.stderr.write(`${whyNoLinks(request)}\n`);
        }
      }),
    );
}

/**
 * Why a test request has no participant link, and what to run: links exist
 * only while it waits on someone (the candidate after consent is requested,
 * the referees once outreach is queued).
 */
export function whyNoLinks(request: components['schemas']['ReferenceRequest']): string {
  const id = request.id;
  const move = (action: string) => `  refcheck requests lifecycle ${id} ${action}`;
  const state = `Request ${id} is ${request.status}`;
  const can = (action: string) => request.allowedActions.includes(action as never);
  if (can('queue_outreach')) {
    return [
      `${state}: no referee has been invited yet. Invite them (their links appear here):`,
      move('queue_outreach'),
    ].join('\n');
  }
  if (can('grant_candidate_consent') || can('request_candidate_consent')) {
    return [
      `${state}: nobody has been invited yet. Ask the candidate for consent (an intake link appears here):`,
      move('request_candidate_consent'),
      'or record their consent and invite the referees:',
      move('grant_candidate_consent'),
      move('queue_outreach'),
    ].join('\n');
  }
  if (request.status === 'outreach_queued' || request.status === 'collecting') {
    return [
      `${state}: no referee is left to answer (each answered, declined or has no e-mail). Add one:`,
      `  refcheck requests contacts add ${id} --contact "First Last,e-mail"`,
    ].join('\n');
  }
  return `${state}: its participants are done, so no link is issued (links exist while a request waits on the candidate or the referees).`;
}
