// Messages of the ADMIN tools' schemas (issue #10): translation keys of the `admin` namespace, shared by the forms
// and the API's field errors.
export const ADMIN_ERRORS = {
  wrongType: 'admin:validation.wrongType',
  amount: 'admin:validation.amount',
  amountMax: 'admin:validation.amountMax',
  businessDays: 'admin:validation.businessDays',
  eachOnce: 'admin:validation.eachOnce',
  query: 'admin:validation.query',
  membership: 'admin:validation.membership',
  role: 'admin:validation.role',
  status: 'admin:validation.status',
} as const;
