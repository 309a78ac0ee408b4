/**
 * `npm run client:generate`: writes src/client/api.d.ts, the types of the
 * typed client and the CLI, and src/client/fields.ts, the fields the console
 * and the CLI lay out from the schema, from the service's own OpenAPI document.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientFieldsOf, clientTypesOf, serviceDocument } from '../src/client/generate.ts';

const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/client');
const document = await serviceDocument();
for (const [file, text] of [
  ['api.d.ts', await clientTypesOf(document)],
  ['fields.ts', clientFieldsOf(document)],
] as const) {
  writeFileSync(path.join(clientDir, file), text);
  console.log(`wrote ${path.relative(process.cwd(), path.join(clientDir, file))}`);
}
process.exit(0);
