import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { branches, countries, municipalities, states } from '../../db/schema/geography.schema.js';
import { defineResource, relationId } from '../../lib/resource.js';
import { named, ref, refOf } from './catalogue-items.js';

const numberFilter = (value: unknown) => (Number(value) > 0 ? Number(value) : undefined);

export const countriesResource = defineResource({
  name: 'countries',
  table: countries,
  id: countries.id,
  list: {
    table: countries,
    fields: { id: countries.id, name: countries.name, duration: countries.duration },
    sortKeys: { id: countries.id, name: countries.name, duration: countries.duration },
    defaultSort: 'id',
    search: [countries.name],
  },
  item: z.object({ id: z.number(), name: z.string(), duration: z.number() }),
  toItem: (row) => row,
  create: createSchemaOf('countries'),
  update: updateSchemaOf('countries'),
  values: (input) => ({ name: input.name, duration: input.duration }),
  options: { fields: { id: countries.id, name: countries.name }, orderBy: countries.name },
});

export const statesResource = defineResource({
  name: 'states',
  table: states,
  id: states.id,
  list: {
    table: states,
    joins: [{ table: countries, on: eq(countries.id, states.countryId) }],
    fields: {
      id: states.id,
      name: states.name,
      countryId: states.countryId,
      countryName: countries.name,
    },
    sortKeys: { id: states.id, name: states.name, country: countries.name },
    defaultSort: 'id',
    search: [states.name, countries.name],
  },
  filters: (filters) => {
    const countryId = numberFilter(filters.countryId);
    return [countryId ? eq(states.countryId, countryId) : undefined];
  },
  item: named.extend({ country: ref, country_id: z.number() }),
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    country: refOf(row.countryId, row.countryName),
    country_id: row.countryId,
  }),
  create: createSchemaOf('states'),
  update: updateSchemaOf('states'),
  values: (input) => ({ name: input.name, countryId: relationId(input.country) }),
  options: {
    fields: { id: states.id, name: states.name, country_id: states.countryId },
    orderBy: states.name,
  },
});

export const municipalitiesResource = defineResource({
  name: 'municipalities',
  table: municipalities,
  id: municipalities.id,
  list: {
    table: municipalities,
    joins: [
      { table: states, on: eq(states.id, municipalities.stateId) },
      { table: countries, on: eq(countries.id, states.countryId) },
    ],
    fields: {
      id: municipalities.id,
      name: municipalities.name,
      stateId: municipalities.stateId,
      stateName: states.name,
      countryId: states.countryId,
      countryName: countries.name,
    },
    sortKeys: {
      id: municipalities.id,
      name: municipalities.name,
      state: states.name,
      country: countries.name,
    },
    defaultSort: 'id',
    search: [municipalities.name, states.name, countries.name],
  },
  filters: (filters) => {
    const stateId = numberFilter(filters.stateId);
    return [stateId ? eq(municipalities.stateId, stateId) : undefined];
  },
  item: named.extend({ state: ref, state_id: z.number(), country: ref, country_id: z.number() }),
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    state: refOf(row.stateId, row.stateName),
    state_id: row.stateId,
    country: refOf(row.countryId, row.countryName),
    country_id: row.countryId ?? 0,
  }),
  create: createSchemaOf('municipalities'),
  update: updateSchemaOf('municipalities'),
  values: (input) => ({ name: input.name, stateId: relationId(input.state) }),
  consistency: [
    {
      child: 'state',
      parent: 'country',
      table: states,
      id: states.id,
      parentColumn: states.countryId,
    },
  ],
  options: {
    fields: { id: municipalities.id, name: municipalities.name, state_id: municipalities.stateId },
    orderBy: municipalities.name,
  },
});

export const branchesResource = defineResource({
  name: 'branches',
  table: branches,
  id: branches.id,
  list: {
    table: branches,
    joins: [
      { table: countries, on: eq(countries.id, branches.countryId) },
      { table: states, on: eq(states.id, branches.stateId) },
      { table: municipalities, on: eq(municipalities.id, branches.municipalityId) },
    ],
    fields: {
      id: branches.id,
      name: branches.name,
      address: branches.address,
      zipCode: branches.zipCode,
      countryId: branches.countryId,
      countryName: countries.name,
      stateId: branches.stateId,
      stateName: states.name,
      municipalityId: branches.municipalityId,
      municipalityName: municipalities.name,
      openTime: branches.openTime,
      closeTime: branches.closeTime,
      phone: branches.phone,
      email: branches.email,
    },
    sortKeys: {
      id: branches.id,
      name: branches.name,
      address: branches.address,
      zipCode: branches.zipCode,
      municipality: municipalities.name,
      state: states.name,
      open_time: branches.openTime,
      close_time: branches.closeTime,
    },
    defaultSort: 'id',
    search: [branches.name, branches.address, branches.zipCode, municipalities.name, states.name],
  },
  item: named.extend({
    address: z.string(),
    zipCode: z.string(),
    country: ref,
    state: ref,
    municipality: ref,
    country_id: z.number(),
    state_id: z.number(),
    municipality_id: z.number(),
    open_time: z.string(),
    close_time: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    zipCode: row.zipCode,
    country: refOf(row.countryId, row.countryName),
    state: refOf(row.stateId, row.stateName),
    municipality: refOf(row.municipalityId, row.municipalityName),
    country_id: row.countryId,
    state_id: row.stateId,
    municipality_id: row.municipalityId,
    open_time: row.openTime,
    close_time: row.closeTime,
    phone: row.phone,
    email: row.email,
  }),
  create: createSchemaOf('branches'),
  update: updateSchemaOf('branches'),
  values: (input) => ({
    name: input.name,
    address: input.address,
    zipCode: input.zipCode,
    countryId: relationId(input.country),
    stateId: relationId(input.state),
    municipalityId: relationId(input.municipality),
    openTime: String(input.open_time).slice(0, 5),
    closeTime: String(input.close_time).slice(0, 5),
    phone: input.phone ?? null,
    email: input.email ?? null,
  }),
  consistency: [
    {
      child: 'state',
      parent: 'country',
      table: states,
      id: states.id,
      parentColumn: states.countryId,
    },
    {
      child: 'municipality',
      parent: 'state',
      table: municipalities,
      id: municipalities.id,
      parentColumn: municipalities.stateId,
    },
  ],
  options: { fields: { id: branches.id, name: branches.name }, orderBy: branches.name },
});
