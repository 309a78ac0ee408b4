/**
 * `npm run client:generate`: writes src/client/api.d.ts, the types of the
 * typed client and the CLI, from the service's own OpenAPI document.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientTypesOf, serviceDocument } from '../src/client/generate.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/client/api.d.ts');
writeFileSync(target, await clientTypesOf(await serviceDocument()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
process.exit(0);
