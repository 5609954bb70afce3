/** Where the platform's segment endpoints are (the segments feed too). */
export const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';
