/** The role list's main path (the spec's text: the operator list) and its alternative (the sample request's). */
export const ROLES_TEXT = '/api/v1/catalog/integrations/auth-required/operators';
export const ROLES_SAMPLE = '/api/v1/authserver/integrations/auth-required/roles';
