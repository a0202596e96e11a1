import { and, eq, fillPlaceholders, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { roleEnum } from '../../db/schema/accounts.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { shapedStatement, shapeOf, slotValues, withPlaceholders } from './statement-shape.js';

/* A condition's shape: equal keys must render equal SQL, and the placeholders its values. */
const dialect = new PgDialect();
const render = (condition: SQL) => dialect.sqlToQuery(condition);

const conditions: Record<string, (value: number) => SQL | undefined> = {
  'an equality': (value) => eq(customers.branchId, value),
  'and, or and null': (value) =>
    and(eq(customers.branchId, value), or(isNull(customers.email), gt(customers.id, value * 10))),
  'a list': (value) => inArray(customers.id, [value, value + 1, value + 2]),
  'plain values in sql': (value) => sql`${customers.name} like ${`%${value}%`} and ${value} > 0`,
  'a date mapped by its column': (value) =>
    gt(customers.createdAt, new Date(Date.UTC(2026, 0, value, 12))),
};

describe('shapeOf', () => {
  for (const [name, condition] of Object.entries(conditions)) {
    it(`binds the values of ${name} where rendering wrote them`, () => {
      const [first, second] = [condition(1)!, condition(7)!];
      const shapes = [shapeOf(first)!, shapeOf(second)!] as const;
      expect(shapes[0].key).toBe(shapes[1].key);
      expect(shapes[0].values).not.toEqual(shapes[1].values);
      const template = render(withPlaceholders(first)!);
      for (const [index, original] of [first, second].entries()) {
        const rendered = render(original);
        expect(template.sql).toBe(rendered.sql);
        expect(fillPlaceholders(template.params, slotValues(shapes[index]!))).toEqual(
          rendered.params,
        );
      }
    });
  }

  it('tells apart what renders differently', () => {
    const keys = [
      eq(customers.branchId, 1),
      eq(customers.id, 1),
      gt(customers.branchId, 1),
      inArray(customers.id, [1, 2]),
      inArray(customers.id, [1, 2, 3]),
      sql`${customers.name} = ${'A'}`,
      sql`${customers.paternal} = ${'A'}`,
      sql`${customers.name} <> ${'A'}`,
      and(eq(customers.branchId, 1), eq(customers.id, 1)),
      or(eq(customers.branchId, 1), eq(customers.id, 1)),
    ].map((condition) => shapeOf(condition)?.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(shapeOf(undefined)).toEqual({ key: '', values: [] });
  });

  it('has no shape for what it cannot bind: inlined values, placeholders, subqueries', () => {
    expect(shapeOf(sql`${customers.id} = ${1}`.inlineParams())).toBeUndefined();
    expect(shapeOf(eq(customers.id, sql.placeholder('id')))).toBeUndefined();
    const subquery = sql`${customers.id} in ${sql`(select 1)`.as('one')}`;
    expect(shapeOf(subquery)).toBeUndefined();
    expect(shapeOf(sql`${customers.id} = any(${{ not: 'bindable' }})`)).toBeUndefined();
    expect(shapeOf(sql`${'doctor'}::${roleEnum} is not null`)).toBeUndefined();
  });
});

describe('shapedStatement', () => {
  const database = {};
  const built: string[] = [];
  const preparable = (text: string) => () => {
    built.push(text);
    return {
      toSQL: () => ({ sql: text }),
      prepare: (name: string) => ({ execute: () => Promise.resolve(name) }),
    };
  };

  it('builds and names a shape once, per owner, and bounds how many it keeps', async () => {
    const [owner, other] = [{}, {}];
    const first = shapedStatement(database, owner, 'a', preparable('select 1'));
    expect(shapedStatement(database, owner, 'a', preparable('select 1'))).toBe(first);
    expect(await first.execute({})).toMatch(/^q_[0-9a-f]{24}$/);
    shapedStatement(database, other, 'a', preparable('select 1'));
    expect(built).toEqual(['select 1', 'select 1']);

    for (let index = 0; index < 300; index++) {
      shapedStatement(database, owner, `k${index}`, preparable(`select ${index}`));
    }
    built.length = 0;
    // Past the bound the owner's shapes start again: the first one is built anew, once.
    shapedStatement(database, owner, 'a', preparable('select 1'));
    shapedStatement(database, owner, 'a', preparable('select 1'));
    expect(built).toEqual(['select 1']);
  });
});
