/** The API prefix of the complaint operations and of the complaints feed. */
export const RMA_API = '/api/v1/rma/integrations/auth-required';
