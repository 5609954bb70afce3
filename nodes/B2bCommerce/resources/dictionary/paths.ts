/** The API paths of the dictionary operations. */
export const DICTIONARIES = '/api/v1/catalog/integrations/auth-required/dictionaries';
/** The spec lists `/manufacturers` and notes that its text spells it `manufactures`. */
export const MANUFACTURERS = [`${DICTIONARIES}/manufacturers`, `${DICTIONARIES}/manufactures`];
