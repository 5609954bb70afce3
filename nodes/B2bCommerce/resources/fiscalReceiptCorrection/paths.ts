/**
 * Where the fiscal receipt correction endpoints are. The spec gives the prefix as
 * `/api/v1/invoces/...` ("spelling as given") and no other path: that is the main path. The
 * alternative path with `invoices` (the spelling of every other document path) is tried when the
 * platform says the main one does not exist, and is what "Alternative Paths Only" uses.
 */
const MAIN = '/api/v1/invoces/integrations/auth-required';
const ALTERNATIVE = '/api/v1/invoices/integrations/auth-required';

/** The main and the alternative path of `suffix`: `paths('/fiscal-receipts')`. */
export const paths = (suffix: string) => [`${MAIN}${suffix}`, `${ALTERNATIVE}${suffix}`];
