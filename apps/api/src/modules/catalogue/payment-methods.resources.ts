import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { insertValues } from '../../lib/recipe/resource.js';
import { catalogueResource } from './catalogue-resource.js';

/**
 * Payment methods: a unique name, whether the cash drawer counts them (docs/api.md `isCash`) and
 * their c_FormaPago (`satPaymentForm`).
 */
export const paymentMethodsResource = catalogueResource('payment-methods', {
  table: paymentMethods,
  list: {
    table: paymentMethods,
    fields: {
      id: paymentMethods.id,
      name: paymentMethods.name,
      isCash: paymentMethods.isCash,
      satPaymentForm: paymentMethods.satPaymentForm,
    },
    sortKeys: { id: paymentMethods.id, name: paymentMethods.name, isCash: paymentMethods.isCash },
    defaultSort: 'id',
    search: [paymentMethods.name],
  },
  toItem: (row) => row,
  values: (input) =>
    insertValues(paymentMethods, {
      name: input.name,
      isCash: input.isCash,
      // Absent: none on create, kept on update; null removes it.
      satPaymentForm: input.satPaymentForm,
    }),
  options: {
    fields: { id: paymentMethods.id, name: paymentMethods.name },
    orderBy: paymentMethods.name,
  },
});
