#!/usr/bin/env node
// npm run staff -- add EMAIL [--remote] | remove EMAIL [--remote] | list [--remote]
// Enrols (or removes) a staff member of the account with that verified address, in the local D1 state by default or in
// the deployed database with --remote. The SQL comes from src/server/auth/staff-enrol.ts (bundled by the npm script).
import { spawnSync } from 'node:child_process';
import { staffSql } from '../node_modules/.cache/staff/staff-enrol.mjs';

const args = process.argv.slice(2);
const remote = args.includes('--remote');
// --persist-to DIR: a local state folder other than wrangler's default (the browser suite's server uses its own).
const persistAt = args.indexOf('--persist-to');
const persistTo = persistAt >= 0 ? args[persistAt + 1] : null;
const [action, email] = args.filter((a, i) => !a.startsWith('--') && !(persistAt >= 0 && i === persistAt + 1));
if (!['add', 'remove', 'list'].includes(action) || (action !== 'list' && !email)) {
  console.error('Usage: npm run staff -- add EMAIL [--remote] | remove EMAIL [--remote] | list [--remote]');
  process.exit(2);
}
let sql;
try {
  sql = staffSql(action === 'list' ? { action } : { action, email });
} catch (err) {
  console.error(String(err.message ?? err));
  process.exit(2);
}
const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
const run = spawnSync('wrangler', ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', ...(remote ? {} : { CLOUDFLARE_CF_FETCH_ENABLED: 'false' }) },
});
if (run.status !== 0) {
  console.error(run.stderr || run.stdout);
  process.exit(run.status ?? 1);
}
const rows = JSON.parse(run.stdout)[0]?.results ?? [];
if (action === 'list') {
  if (!rows.length) console.log('No staff enrolled.');
  for (const r of rows)
    console.log(
      `${r.email}  enrolled ${new Date(r.enrolled_at).toISOString()}  ${r.totp_confirmed_at ? 'code set up' : 'code not set up yet'}`,
    );
} else if (action === 'add') {
  console.log(
    rows.length
      ? `${email} is now staff. On their next visit to /admin/enquiries they set up a code in an authenticator app.`
      : `Nothing changed: ${email} has no verified account, or is staff already (see: npm run staff -- list).`,
  );
} else {
  console.log(rows.length ? `${email} is no longer staff.` : `Nothing changed: ${email} was not staff.`);
}
