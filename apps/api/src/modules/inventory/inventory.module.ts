import { defineModule } from '../../lib/api-module.js';
import { movementDetailsResource } from './movement-details.resource.js';
import { movementsResource } from './movements.resource.js';
import { productByCodeRoutes } from './product-by-code.js';
import { productLabelsRoutes } from './product-labels.js';
import { stockResource } from './stock.resource.js';
import { stockRoutes } from './stock.routes.js';
import { storagesResource } from './storages.resource.js';

export const inventoryModule = defineModule({
  name: 'inventory',
  resources: {
    storages: storagesResource,
    stock: stockResource,
    movements: movementsResource,
    'movement-details': movementDetailsResource,
  },
  routes: [stockRoutes, productByCodeRoutes, productLabelsRoutes],
});
