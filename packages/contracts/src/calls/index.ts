/** Every call of the API by domain: `calls.staff.update`. */

export * as board from './board';
export * as orderAdmin from './order-admin';
export * as staff from './staff';
export * as tables from './tables';
