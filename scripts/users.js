// `npm run users -- <command>`: manage accounts from the command line (DATABASE_URL, default data/app.db).
//   create       --email E --password P --role user|crew|admin|superAdmin [--name N]
//   set-role     --email E --role user|crew|admin|superAdmin
//   set-password --email E --password P
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.js';

const ROLES = ['user', 'crew', 'admin', 'superAdmin'];
const USAGE = `Usage:
  npm run users -- create --email E --password P --role ${ROLES.join('|')} [--name "Full Name"]
  npm run users -- set-role --email E --role ${ROLES.join('|')}
  npm run users -- set-password --email E --password P`;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const [command] = parsed.positionals;
const { email, password, role, name } = parsed.values;
const need = (flags) => {
  for (const flag of flags) if (!parsed.values[flag]) fail(`--${flag} is required for ${command}.`);
  if (role !== undefined && !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}.`);
};

const tasks = {
  create: () => (need(['email', 'password', 'role']), (build) => build.createUserAccount({ email, password, role, name })),
  'set-role': () => (need(['email', 'role']), (build) => build.setUserRoleByEmail({ email, role })),
  'set-password': () => (need(['email', 'password']), (build) => build.setUserPassword({ email, password })),
};
if (!command || !(command in tasks)) fail(command ? `Unknown command: ${command}` : 'Name a command.');
const task = tasks[command]();

buildIfStale({ quiet: true });
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
const build = await import(path.resolve('build/server/cli.js'));
try {
  console.log(await task(build));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
