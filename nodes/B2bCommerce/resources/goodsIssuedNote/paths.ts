/** Where the platform's goods issued note endpoints are (the notes' feed too). */
export const GOODS_ISSUED_NOTES =
	'/api/v1/goods-issued-notes/integrations/auth-required/goods-issued-notes';
