// The floor of bench:floor: a bare Fastify + pg server answering POST /api/users/getBranchPersonal
// with the SQL Iris's table engine runs for page 1 of the staff table (tableQueries over the
// users' userTable, built once at start), as a named statement on a pool of 10 like Iris's. No
// auth, no validation, no logging: what is left is HTTP, JSON and the database.
import Fastify from 'fastify';
import { tableQuerySchema } from '@iris/domain/common/table';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tableQueries } from '../apps/api/src/lib/table/table-engine.js';
import { userTable } from '../apps/api/src/modules/users/users.repository.js';
import { PAGE_ONE } from './staff-bench.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const query = tableQuerySchema.parse(PAGE_ONE);
const { page } = tableQueries(drizzle({ client: pool }), userTable, query);
const { sql: text, params } = page.toSQL();
const keys = [...Object.keys(userTable.fields), 'total', 'estimate'];

const app = Fastify();
app.post('/api/users/getBranchPersonal', async () => {
  const { rows } = await pool.query<unknown[]>({
    name: 'floor_page',
    text,
    values: params,
    rowMode: 'array',
  });
  const items = rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i]])));
  return { result: true, message: 'Correcto', data: { tableData: { items, ...query } } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
