import { eq } from 'drizzle-orm';
import { branchPersonalizationSchema } from '@iris/domain/catalogue/branch-personalization.schemas';
import { branches, countries, municipalities, states } from '../../db/schema/geography.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { defineAction, insertValues } from '../../lib/recipe/resource.js';
import { ensureWalkInCustomer } from '../customers/walk-in.repository.js';
import { catalogueResource, refOf } from './catalogue-resource.js';

const whenGiven = <T>(value: number | undefined, condition: (value: number) => T) =>
  value === undefined ? undefined : condition(value);

export const countriesResource = catalogueResource('countries', {
  table: countries,
  list: {
    table: countries,
    fields: { id: countries.id, name: countries.name, duration: countries.duration },
    sortKeys: { id: countries.id, name: countries.name, duration: countries.duration },
    defaultSort: 'id',
    search: [countries.name],
  },
  toItem: (row) => row,
  values: (input) => insertValues(countries, { name: input.name, duration: input.duration }),
  options: { fields: { id: countries.id, name: countries.name }, orderBy: countries.name },
});

export const statesResource = catalogueResource('states', {
  table: states,
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
  where: (filters) => [whenGiven(filters.countryId, (id) => eq(states.countryId, id))],
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    country: refOf(row.countryId, row.countryName),
    country_id: row.countryId,
  }),
  values: (input) => insertValues(states, { name: input.name, countryId: input.country.id }),
  options: {
    fields: { id: states.id, name: states.name, country_id: states.countryId },
    orderBy: states.name,
    byParent: [{ path: 'getStatesByCountriesOptions', column: states.countryId }],
  },
});

export const municipalitiesResource = catalogueResource('municipalities', {
  table: municipalities,
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
  where: (filters) => [
    whenGiven(filters.stateId, (id) => eq(municipalities.stateId, id)),
    whenGiven(filters.countryId, (id) => eq(states.countryId, id)),
  ],
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    state: refOf(row.stateId, row.stateName),
    state_id: row.stateId,
    country: refOf(row.countryId, row.countryName),
    country_id: row.countryId,
  }),
  values: (input) => insertValues(municipalities, { name: input.name, stateId: input.state.id }),
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

export const branchesResource = catalogueResource('branches', {
  table: branches,
  list: {
    table: branches,
    joins: [
      { table: countries, on: eq(countries.id, branches.countryId) },
      { table: states, on: eq(states.id, branches.stateId) },
      { table: municipalities, on: eq(municipalities.id, branches.municipalityId) },
      { table: fiscalIssuers, on: eq(fiscalIssuers.id, branches.fiscalIssuerId) },
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
      color: branches.color,
      logo: branches.logo,
      fiscalIssuerId: branches.fiscalIssuerId,
      fiscalIssuerName: fiscalIssuers.name,
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
  toItem: (row, context) => ({
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
    color: row.color,
    logoUrl: context.fileUrl(row.logo),
    fiscalIssuer:
      row.fiscalIssuerId === null ? null : refOf(row.fiscalIssuerId, row.fiscalIssuerName),
  }),
  where: (filters) => [
    whenGiven(filters.countryId, (id) => eq(branches.countryId, id)),
    whenGiven(filters.stateId, (id) => eq(branches.stateId, id)),
    whenGiven(filters.municipalityId, (id) => eq(branches.municipalityId, id)),
  ],
  values: (input) =>
    insertValues(branches, {
      name: input.name,
      address: input.address,
      zipCode: input.zipCode,
      countryId: input.country.id,
      stateId: input.state.id,
      municipalityId: input.municipality.id,
      openTime: input.open_time.slice(0, 5),
      closeTime: input.close_time.slice(0, 5),
      phone: input.phone ?? null,
      email: input.email ?? null,
      // Absent: none on create, kept on update; null removes it. Writes are super_admin's.
      fiscalIssuerId:
        input.fiscalIssuer === undefined ? undefined : (input.fiscalIssuer?.id ?? null),
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
  // Every branch sells to walk-in customers from its first day.
  after: { insert: ({ db }, { id }) => ensureWalkInCustomer(db, id) },
  actions: [
    // The branch's colour (personalization tab); its logo goes through branches/uploadLogo.
    defineAction(branches, {
      name: 'updatePersonalization',
      method: 'PATCH',
      idIn: 'body',
      body: branchPersonalizationSchema,
      roles: SUPER_ADMIN_ONLY.access.roles,
      async run({ db }, { id, input }) {
        await db
          .update(branches)
          .set({ color: input.color, updatedAt: new Date() })
          .where(eq(branches.id, id));
      },
    }),
  ],
});
