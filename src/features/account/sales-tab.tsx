// Sales tab (index 1): the artist's sales table.
export { SalesTab } from '../orders/sales-tab';
