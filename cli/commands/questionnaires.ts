import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { components } from '../../src/client/index.ts';
import { colours, printRecord, printTable, when } from '../output.ts';
import { UsageError } from '../settings.ts';
import { call, positiveInt, run, show, showList, withPaging } from './shared.ts';

type Questionnaire = components['schemas']['Questionnaire'];
type CreateQuestionnaire = components['schemas']['CreateQuestionnaire'];

function questionnaireRows(questionnaires: Questionnaire[]) {
  printTable(questionnaires, [
    { label: 'ID', value: (q) => q.id, keepWhole: true },
    { label: 'NAME', value: (q) => q.name },
    { label: 'VERSION', value: (q) => `v${q.version}` },
    { label: 'QUESTIONS', value: (q) => q.questions.length },
    {
      label: 'STATUS',
      value: (q) =>
        [
          q.status === 'archived' ? colours.dim(q.status) : q.status,
          q.isDefault ? colours.green('default') : '',
          q.builtIn ? 'built-in' : '',
        ]
          .filter(Boolean)
          .join(', '),
    },
    { label: 'UPDATED', value: (q) => when(q.updatedAt) },
  ]);
}

function questionnaireDetail(q: Questionnaire) {
  printRecord([
    ['id', q.id],
    ['name', q.name],
    ['description', q.description],
    ['version', q.version],
    ['status', q.status],
    ['default', q.isDefault ? 'yes' : 'no'],
    ['built-in', q.builtIn ? 'yes' : 'no'],
    ['locale', q.locale],
    ['updated', when(q.updatedAt)],
  ]);
  process.stdout.write('\n');
  printTable(q.questions, [
    { label: 'KEY', value: (question) => question.key, keepWhole: true },
    { label: 'KIND', value: (question) => question.kind },
    { label: 'REQUIRED', value: (question) => (question.required ? 'yes' : '') },
    // What the report reads it as (CONTRACT "Purposes"): a file sets it as `purpose: rehire`.
    { label: 'PURPOSE', value: (question) => question.purpose ?? '' },
    {
      label: 'PROMPT',
      value: (question) =>
        question.options
          ? `${question.prompt} [${question.options.join(' | ')}${question.multiple ? ', several' : ''}]`
          : question.prompt,
    },
  ]);
}

/**
 * A questionnaire body from a JSON or YAML file (`-`: stdin). YAML is
 * chosen by the extension (.yaml, .yml); anything else is read as JSON, and
 * stdin as YAML (JSON is YAML too).
 */
export async function readQuestionnaireFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const yaml = file === '-' || /\.ya?ml$/i.test(file);
  try {
    // The YAML parser loads only for a YAML file.
    return yaml ? (await yamlParser())(text) : JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `Cannot read ${yaml ? 'YAML' : 'JSON'} from ${file}: ${(error as Error).message}`,
    );
  }
}

/** yaml's parse; in the bundle the CommonJS package's exports sit under `default`. */
async function yamlParser(): Promise<(text: string) => unknown> {
  const yaml = await import('yaml');
  return yaml.parse ?? (yaml as unknown as { default: typeof yaml }).default.parse;
}

export function registerQuestionnaires(program: Command): void {
  const questionnaires = program
    .command('questionnaires')
    .description('Questionnaires: what referees are asked');

  withPaging(
    questionnaires
      .command('list')
      .description('List questionnaires, newest first (the built-in last)')
      .option('--status <status>', 'active or archived'),
    'questionnaires',
    'questionnaire',
  ).action(
    run(async ({ client, options }) => {
      const page = (cursor: string | undefined) =>
        client.data(
          client.api.GET('/v1/api/questionnaires', {
            params: {
              query: {
                status: options.status as Questionnaire['status'] | undefined,
                limit: options.limit as number,
                cursor,
              },
            },
          }),
        );
      await showList(client, options, page, questionnaireRows);
    }),
  );

  questionnaires
    .command('get <questionnaireId>')
    .description('Show a questionnaire and its questions (qst_builtin: the built-in)')
    // Not `--version`: that is the program's own (`refcheck --version`).
    .option('--at-version <n>', 'an earlier version', positiveInt)
    .action(
      run(async ({ client, options, args: [questionnaireId] }) => {
        const questionnaire = await call(
          'Loading',
          client.data(
            client.api.GET('/v1/api/questionnaires/{questionnaireId}', {
              params: {
                path: { questionnaireId: questionnaireId! },
                query: { version: options.atVersion as number | undefined },
              },
            }),
          ),
        );
        show(options, questionnaire, questionnaireDetail);
      }),
    );

  questionnaires
    .command('create')
    .description(
      'Create a questionnaire from a JSON or YAML file ({ name, questions: [...] }, each question with an optional purpose: rehire, strengths, concerns, relationship or tenure), or copy one',
    )
    .option('--file <path>', 'the body as JSON, or YAML (.yaml/.yml; - reads stdin)')
    .option('--copy-from <questionnaireId>', 'copy this questionnaire (qst_builtin: the built-in)')
    .option('--name <name>', 'the name (overrides the file; a copy is "<name> (copy)" without it)')
    .option('--idempotency-key <key>', 'retry-safe key (default: a fresh UUID)')
    .action(
      run(async ({ client, options }) => {
        if (!options.file && !options.copyFrom) throw new UsageError('give --file or --copy-from');
        if (options.file && options.copyFrom) {
          throw new UsageError('give --file or --copy-from, not both');
        }
        const fromFile = options.file ? await readQuestionnaireFile(String(options.file)) : {};
        if (!fromFile || typeof fromFile !== 'object' || Array.isArray(fromFile)) {
          throw new UsageError(`${options.file} does not hold an object`);
        }
        const body = {
          ...(fromFile as Record<string, unknown>),
          ...(options.copyFrom ? { copyFrom: String(options.copyFrom) } : {}),
          ...(options.name ? { name: String(options.name) } : {}),
        } as CreateQuestionnaire;
        const created = await call(
          'Creating',
          client.data(
            client.api.POST('/v1/api/questionnaires', {
              body,
              params: { header: idempotency(options) },
            }),
          ),
        );
        show(options, created, questionnaireDetail);
      }),
    );

  questionnaires
    .command('archive <questionnaireId>')
    .description('Archive a questionnaire: new requests can no longer choose it')
    .action(
      run(async ({ client, options, args: [questionnaireId] }) => {
        const archived = await call(
          'Archiving',
          client.data(
            client.api.POST('/v1/api/questionnaires/{questionnaireId}/archive', {
              params: { path: { questionnaireId: questionnaireId! } },
            }),
          ),
        );
        show(options, archived, (q) => questionnaireRows([q]));
      }),
    );
}

function idempotency(options: Record<string, unknown>) {
  return options.idempotencyKey ? { 'Idempotency-Key': String(options.idempotencyKey) } : {};
}
